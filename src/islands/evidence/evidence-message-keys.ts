/** Every string the evidence screen uses: its parts' keys and its own, sent to the island by EvidencePage.astro. */

import { evidenceCategories, evidenceImportances, evidenceMessages } from '../../domain/evidence';
import { CASE_PICKER_MESSAGE_KEYS } from '../cases/CasePicker';
import { CHRONOLOGY_MESSAGE_KEYS } from './Chronology';
import { EVIDENCE_LIST_MESSAGE_KEYS } from './EvidenceList';

/** The form's strings (EvidenceForm.tsx). */
export const EVIDENCE_FORM_MESSAGE_KEYS = [
  'evidence.formAddTitle',
  'evidence.formEditTitle',
  'evidence.title',
  'evidence.titleHint',
  'evidence.descriptionHint',
  'evidence.category',
  ...evidenceCategories.map((category) => `evidence.category.${category}` as const),
  'evidence.evidenceDate',
  'evidence.evidenceDateHint',
  'evidence.importance',
  ...evidenceImportances.map((importance) => `evidence.importance.${importance}` as const),
  'evidence.description',
  'evidence.documentUrl',
  'evidence.documentUrlHint',
  'evidence.bundleFile',
  'evidence.bundleFileHint',
  'evidence.bundleFileNone',
  'evidence.tags',
  'evidence.tagsHint',
  'evidence.notes',
  'evidence.submitAdd',
  'evidence.submitEdit',
  'evidence.saving',
  'evidence.cancel',
  ...Object.values(evidenceMessages),
  'form.errorSummaryTitle',
  'form.errorPrefix',
  'form.invalidAnswer',
] as const;

export const EVIDENCE_MESSAGE_KEYS = [
  ...new Set([
    ...EVIDENCE_FORM_MESSAGE_KEYS,
    ...EVIDENCE_LIST_MESSAGE_KEYS,
    ...CHRONOLOGY_MESSAGE_KEYS,
    ...CASE_PICKER_MESSAGE_KEYS,
    'evidence.intro',
    'evidence.loading',
    'evidence.noCases',
    'evidence.noCasesLink',
    'evidence.add',
    'evidence.added',
    'evidence.updated',
    'evidence.deleted',
    'evidence.addError',
    'evidence.updateError',
    'evidence.deleteError',
    'evidence.loadError',
    'evidence.loadErrorBody',
    'evidence.tryAgain',
    'evidence.notFound',
    'evidence.openError',
    'dialog.deleteEvidenceTitle',
    'dialog.deleteEvidenceBody',
    'dialog.cancel',
    'dialog.delete',
  ] as const),
];
