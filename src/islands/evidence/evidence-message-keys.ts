/** Every string the evidence screen uses: its parts' keys and its own, sent to the island by EvidencePage.astro. */
import { CHRONOLOGY_MESSAGE_KEYS } from './Chronology';
import { EVIDENCE_FORM_MESSAGE_KEYS } from './EvidenceForm';
import { EVIDENCE_LIST_MESSAGE_KEYS } from './EvidenceList';

export const EVIDENCE_MESSAGE_KEYS = [
  ...new Set([
    ...EVIDENCE_FORM_MESSAGE_KEYS,
    ...EVIDENCE_LIST_MESSAGE_KEYS,
    ...CHRONOLOGY_MESSAGE_KEYS,
    'evidence.intro',
    'evidence.loading',
    'evidence.caseLabel',
    'evidence.caseOption',
    'evidence.unnamed',
    'evidence.employerFallback',
    'evidence.noCases',
    'evidence.noCasesLink',
    'evidence.loadCasesError',
    'evidence.loadCasesErrorBody',
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
    'dialog.deleteEvidenceTitle',
    'dialog.deleteEvidenceBody',
    'dialog.cancel',
    'dialog.delete',
  ] as const),
];
