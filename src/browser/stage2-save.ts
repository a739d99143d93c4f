/**
 * Stage 2's 'Save Progress' for signed-in readers: loads the checklist saved
 * in their newest case on entry and saves it on request, with a toast for each outcome. Signed-out
 * readers keep the prompt to sign in.
 */
import type { Stage2Checklist } from '../domain/case-notes';
import { ErrorCode } from '../domain/error-codes';
import { ApiFailure, call, client } from '../stores/api';
import { authUrlFrom } from '../stores/return-path';
import { loadSession, mayBeSignedIn } from '../stores/session';
import { showToast } from '../stores/toasts';

const items = ['timeline', 'evidence', 'grievance', 'witnesses'] as const;

/**
 * Ticks made before signing in, kept for this tab while the reader goes to sign in and comes back
 * (a new page: the boxes would start empty). Cleared once they are saved in a case.
 */
const PENDING_KEY = 'tt-stage2-pending';

function pendingTicks(): Partial<Stage2Checklist> | null {
  try {
    const stored = sessionStorage.getItem(PENDING_KEY);
    const value: unknown = stored === null ? null : JSON.parse(stored);
    return value && typeof value === 'object' ? (value as Partial<Stage2Checklist>) : null;
  } catch {
    return null;
  }
}

function keepPending(checklist: Stage2Checklist): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(checklist));
  } catch {
    // Storage refused (private mode, full): the ticks stay on this page only.
  }
}

function clearPending(): void {
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing to clear.
  }
}

async function setup(root: HTMLElement): Promise<void> {
  const save = root.querySelector<HTMLButtonElement>('[data-checklist-save]');
  const prompt = root.querySelector<HTMLElement>('[data-checklist-signin]');
  const noCase = root.querySelector<HTMLFormElement>('[data-checklist-nocase]');
  if (!save || !prompt || !noCase) return;
  // Signing in from here comes back here.
  const signIn = prompt.querySelector<HTMLAnchorElement>('a');
  if (signIn) signIn.href = authUrlFrom(signIn.pathname, window.location);

  const box = (item: (typeof items)[number]) => root.querySelector<HTMLInputElement>(`[data-checklist-item="${item}"]`);
  const checked = (item: (typeof items)[number]) => box(item)?.checked ?? false;
  const checklist = (): Stage2Checklist => ({
    timeline: checked('timeline'),
    evidence: checked('evidence'),
    grievance: checked('grievance'),
    witnesses: checked('witnesses'),
  });
  let caseId: string | null = null;
  // Until a case is known the ticks are kept for after signing in; the listener is added first, so
  // a tick made while the session is still being checked is kept too.
  root.addEventListener('change', () => {
    if (caseId === null) keepPending(checklist());
  });
  const pending = pendingTicks();
  /** Ticks the reader made before signing in go on top of what was loaded (a tick is never undone). */
  const applyPending = () => {
    for (const item of items) {
      const input = box(item);
      if (input && pending?.[item] === true) input.checked = true;
    }
  };
  applyPending();
  if (!mayBeSignedIn()) return;
  const state = await loadSession();
  if (state.status !== 'signedIn') return;

  // The version the boxes were loaded from: a checklist changed elsewhere since is not overwritten.
  let basedOn: string | undefined;
  let loaded: Stage2Checklist | null = null;
  try {
    const { items: cases } = await call(client.api.cases.$get());
    const newest = cases[0];
    if (newest) {
      caseId = newest.id;
      basedOn = newest.updatedAt;
      loaded = newest.stage2Checklist;
      for (const item of items) {
        const input = box(item);
        if (input) input.checked = newest.stage2Checklist[item];
      }
      applyPending();
    }
  } catch (error) {
    // A failure to load is logged and the checklist stays at its defaults: it can still be ticked and saved.
    console.error('Could not load the saved checklist', error);
  }
  prompt.hidden = true;
  if (caseId === null) {
    // No dead end: two names create the case here, and the checklist (with any ticks made before
    // signing in) is saved in it.
    noCase.hidden = false;
    noCase.addEventListener('submit', (event) => {
      event.preventDefault();
      void createCase(noCase, checklist()).then((created) => {
        if (!created) return;
        clearPending();
        caseId = created;
        noCase.hidden = true;
        save.hidden = false;
      });
    });
    return;
  }
  save.hidden = false;

  const t = save.dataset;
  const saveNow = async () => {
    const label = save.textContent;
    save.disabled = true;
    save.textContent = t.saving ?? label;
    try {
      const saved = await call(
        client.api.cases[':id'].checklist.$put({
          param: { id: caseId ?? '' },
          json: { stage2Checklist: checklist(), ...(basedOn ? { updatedAt: basedOn } : {}) },
        }),
      );
      basedOn = saved.updatedAt;
      clearPending();
      showToast({ title: t.savedTitle ?? '', description: t.savedBody ?? '', variant: 'success' });
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 401) {
        showToast({ title: t.loginTitle ?? '', description: t.loginBody ?? '', variant: 'destructive' });
      } else if (error instanceof ApiFailure && error.code === ErrorCode.EDIT_CONFLICT) {
        showToast({ title: t.errorTitle ?? '', description: t.conflictBody ?? '', variant: 'destructive' });
      } else {
        showToast({ title: t.errorTitle ?? '', description: t.errorBody ?? '', variant: 'destructive' });
      }
    } finally {
      save.disabled = false;
      save.textContent = label;
    }
  };
  save.addEventListener('click', () => void saveNow());
  // Ticks made before signing in that the saved case lacks: saved now, as the reader asked.
  const current = checklist();
  if (loaded && items.some((item) => current[item] !== loaded?.[item])) await saveNow();
  else clearPending();
}

/**
 * Creates a case from the two names and saves the checklist in it; errors are shown the GOV.UK
 * way (a focused summary linking to each field, and the message beside it). Returns the new id.
 */
async function createCase(form: HTMLFormElement, stage2Checklist: Stage2Checklist): Promise<string | null> {
  const t = form.dataset;
  const summary = form.querySelector<HTMLElement>('[data-create-summary]');
  const fields = [
    { input: form.querySelector<HTMLInputElement>('#checklist-claimant'), required: t.requiredClaimant, long: t.longClaimant },
    { input: form.querySelector<HTMLInputElement>('#checklist-employer'), required: t.requiredEmployer, long: t.longEmployer },
  ];
  for (const old of form.querySelectorAll('.field-error')) old.remove();
  const errors: { input: HTMLInputElement; message: string }[] = [];
  for (const { input, required, long } of fields) {
    if (!input) continue;
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
    const value = input.value.trim();
    const message = value === '' ? required : value.length > 200 ? long : undefined;
    if (message) errors.push({ input, message });
  }
  if (summary) {
    const list = summary.querySelector('ul');
    list?.replaceChildren(
      ...errors.map(({ input, message }) => {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = `#${input.id}`;
        link.textContent = message;
        link.addEventListener('click', (event) => {
          event.preventDefault();
          input.focus();
        });
        item.append(link);
        return item;
      }),
    );
    summary.hidden = errors.length === 0;
  }
  for (const { input, message } of errors) {
    const note = document.createElement('p');
    note.className = 'field-error';
    note.id = `${input.id}-error`;
    const prefix = document.createElement('span');
    prefix.className = 'visually-hidden';
    prefix.textContent = `${t.errorPrefix ?? 'Error'}: `;
    note.append(prefix, message);
    input.before(note);
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', note.id);
  }
  if (errors.length > 0) {
    summary?.focus();
    return null;
  }
  const [claimant = '', employer = ''] = fields.map(({ input }) => input?.value.trim() ?? '');
  try {
    const created = await call(client.api.cases.$post({ json: { claimantName: claimant, employerName: employer } }));
    await call(client.api.cases[':id'].checklist.$put({ param: { id: created.id }, json: { stage2Checklist } }));
    showToast({ title: t.createdTitle ?? '', variant: 'success' });
    return created.id;
  } catch (error) {
    // Our words, never the server's English: the details go to the console.
    console.error('Could not create the case', error instanceof ApiFailure ? error.code : error);
    const save = document.querySelector<HTMLElement>('[data-checklist-save]')?.dataset;
    showToast({ title: save?.errorTitle ?? '', description: save?.errorBody ?? '', variant: 'destructive' });
    return null;
  }
}

for (const root of document.querySelectorAll<HTMLElement>('[data-stage2-checklist]')) void setup(root);
