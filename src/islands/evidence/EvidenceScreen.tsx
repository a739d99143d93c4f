/**
 * /evidence: the signed-in claimant's cases, the evidence of the
 * chosen one (add, edit, delete with a confirmation), and the case's chronology with its exports.
 * Signed-out readers are sent to /auth. Focus follows the reader: into the form when it opens, back
 * to the control that opened it when it closes, to the list's heading after a delete.
 */
// First: zod's jitless setting before any schema is used (see ../zod-config).
import '../zod-config';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ErrorCode } from '../../domain/error-codes';
import { type EvidenceRecord, evidenceMessages } from '../../domain/evidence';
import { format, type Messages } from '../../i18n/island-messages';
import { ApiFailure, call, client } from '../../stores/api';
import { authUrlFrom } from '../../stores/return-path';
import { showToast } from '../../stores/toasts';
import { signedLink } from '../bundle/file-links';
import { CasePicker, caseNames, caseTitle } from '../cases/CasePicker';
import { useOwnCases } from '../cases/use-own-cases';
import { ConfirmDialog } from '../forms/ConfirmDialog';
import { issueErrors } from '../forms/issue-errors';
import { useConfirmDelete } from '../forms/use-confirm-delete';
import { useLongDate } from '../tracker/use-long-date';
import Chronology from './Chronology';
import type { ChronologyExportMessages } from './chronology-words';
import EvidenceForm from './EvidenceForm';
import EvidenceList from './EvidenceList';
import { EVIDENCE_MESSAGE_KEYS } from './evidence-message-keys';
import { useCaseEvidence } from './use-case-evidence';

export { EVIDENCE_MESSAGE_KEYS };

type Key = (typeof EVIDENCE_MESSAGE_KEYS)[number];

type FormState = { mode: 'add' } | { mode: 'edit'; item: EvidenceRecord } | null;
/** Where focus goes once the page has re-rendered. */
type FocusTarget = { kind: 'toggle' } | { kind: 'edit'; id: string } | { kind: 'heading' } | null;

interface Props {
  messages: Messages<Key>;
  authPath: string;
  trackerPath: string;
  /** The BCP 47 tag for dates and plurals ('en-GB', 'pt-PT'). */
  dateLocale: string;
  /** The chronology downloads' words: English to send, the screen's for a reading copy. */
  chronologyExport: ChronologyExportMessages;
}

export default function EvidenceScreen({ messages: t, authPath, trackerPath, dateLocale, chronologyExport }: Props) {
  const id = useId();
  const formId = `${id}-form`;
  const headingId = `${id}-list`;
  const longDate = useLongDate(dateLocale);
  const [version, setVersion] = useState(0);
  const [form, setForm] = useState<FormState>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<FocusTarget>(null);

  const toAuth = useCallback(() => window.location.replace(authUrlFrom(authPath, window.location)), [authPath]);

  const cases = useOwnCases(authPath, () =>
    showToast({ title: t['caseFile.loadCasesError'], description: t['caseFile.loadCasesErrorBody'], variant: 'destructive' }),
  );
  const selected = cases.status === 'ready' ? cases.selected : null;
  const caseId = selected?.id ?? null;

  const { items, itemsFailed, bundleFiles } = useCaseEvidence(caseId, version, {
    onSignedOut: toAuth,
    onLoadFailed: () =>
      showToast({ title: t['evidence.loadError'], description: t['evidence.loadErrorBody'], variant: 'destructive' }),
  });

  /** What went wrong, in the reader's language: an issue the form had no field for, the case's cap, or a missing item. */
  const failureText = (error: unknown): string => {
    if (error instanceof ApiFailure) {
      const [issue] = issueErrors(error.issues, [], t).other;
      if (issue) return issue;
      if (error.code === ErrorCode.LIMIT_REACHED) return t[evidenceMessages.tooMany];
      if (error.status === 404) return t['evidence.notFound'];
    }
    return t['evidence.tryAgain'];
  };
  const failed = (title: string) => (error: unknown) => {
    if (error instanceof ApiFailure && error.status === 401) {
      toAuth();
      return;
    }
    console.error(title, error);
    showToast({ title, description: failureText(error), variant: 'destructive' });
  };

  const deletion = useConfirmDelete<EvidenceRecord>({
    remove: (item) => call(client.api.evidence[':id'].$delete({ param: { id: item.id } })),
    onDeleted: () => {
      focusNext.current = { kind: 'heading' };
      showToast({ title: t['evidence.deleted'], variant: 'success' });
    },
    onFailed: failed(t['evidence.deleteError']),
    onSettled: () => setVersion((n) => n + 1),
  });

  // Focus moves once what it moves to is on the page (an effect: requestAnimationFrame never runs
  // in a background tab).
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    const element =
      target.kind === 'toggle'
        ? toggle.current
        : target.kind === 'edit'
          ? document.querySelector<HTMLElement>(`[data-edit-id="${target.id}"]`)
          : document.getElementById(headingId);
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });

  if (cases.status === 'loading') return <p role="status">{t['evidence.loading']}</p>;
  if (cases.status === 'failed') return <p className="banner banner-warning">{t['caseFile.loadCasesErrorBody']}</p>;
  if (!selected || !caseId) {
    return (
      <p className="banner banner-info">
        {t['evidence.noCases']} <a href={trackerPath}>{t['evidence.noCasesLink']}</a>
      </p>
    );
  }

  /** A bundle file through a link signed now (valid 60 seconds); the Worker sends it as a download. */
  const openFile = async (fileId: string) => {
    try {
      window.location.assign(await signedLink(fileId));
    } catch (error) {
      failed(t['evidence.openError'])(error);
    }
  };

  const closeForm = (target: FocusTarget) => {
    focusNext.current = target;
    setForm(null);
  };
  const chooseCase = (value: string) => {
    setForm(null);
    cases.select(value);
  };
  const saved = (item: EvidenceRecord) => {
    const editing = form?.mode === 'edit';
    closeForm(editing ? { kind: 'edit', id: item.id } : { kind: 'toggle' });
    setVersion((n) => n + 1);
    showToast({ title: editing ? t['evidence.updated'] : t['evidence.added'], variant: 'success' });
  };

  const editor =
    form?.mode === 'edit' ? (
      <EvidenceForm
        key={form.item.id}
        formId={formId}
        caseId={caseId}
        item={form.item}
        bundleFiles={bundleFiles}
        messages={t}
        onSaved={saved}
        onFailed={failed(t['evidence.updateError'])}
        onCancel={() => closeForm({ kind: 'edit', id: form.item.id })}
      />
    ) : null;

  return (
    <div className="evidence">
      <p>{t['evidence.intro']}</p>
      <CasePicker cases={cases.cases} selectedId={caseId} onSelect={chooseCase} messages={t} />

      <div>
        <button
          ref={toggle}
          type="button"
          className="button"
          aria-expanded={form?.mode === 'add'}
          aria-controls={form?.mode === 'add' ? formId : undefined}
          onClick={() => setForm(form?.mode === 'add' ? null : { mode: 'add' })}
        >
          {t['evidence.add']}
        </button>
      </div>
      {form?.mode === 'add' && (
        <EvidenceForm
          formId={formId}
          caseId={caseId}
          item={null}
          bundleFiles={bundleFiles}
          messages={t}
          onSaved={saved}
          onFailed={failed(t['evidence.addError'])}
          onCancel={() => closeForm({ kind: 'toggle' })}
        />
      )}

      {itemsFailed ? (
        <p className="banner banner-warning">{t['evidence.loadErrorBody']}</p>
      ) : items === null ? (
        <p role="status">{t['evidence.loading']}</p>
      ) : (
        <EvidenceList
          items={items}
          headingId={headingId}
          messages={t}
          longDate={longDate}
          pluralLocale={dateLocale}
          editingId={form?.mode === 'edit' ? form.item.id : null}
          editor={editor}
          onEdit={(item) => setForm({ mode: 'edit', item })}
          onDelete={deletion.ask}
          bundleFileNames={new Map((bundleFiles ?? []).map((file) => [file.id, file.fileName]))}
          onOpenFile={(fileId) => void openFile(fileId)}
        />
      )}

      <Chronology
        caseId={caseId}
        caseName={caseTitle(selected, t)}
        fileNames={caseNames(selected, t)}
        fallbackNames={caseNames(null, t)}
        version={version}
        messages={t}
        exportMessages={chronologyExport}
        longDate={longDate}
        dateLocale={dateLocale}
      />

      <ConfirmDialog
        {...deletion.dialog}
        title={t['dialog.deleteEvidenceTitle']}
        description={format(t['dialog.deleteEvidenceBody'], { title: deletion.pending?.title ?? '' })}
        confirmLabel={t['dialog.delete']}
        cancelLabel={t['dialog.cancel']}
      />
    </div>
  );
}
