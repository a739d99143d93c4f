/**
 * Stage 2's 'Save Progress' for signed-in readers (spec part 1 §4–§8): loads the checklist saved
 * in their newest case on entry and saves it on request, with the spec's toasts. Signed-out
 * readers keep the prompt to sign in.
 */
import type { CaseRecord } from '../domain/case-record';
import { ApiFailure, apiRequest } from '../stores/api';
import { loadSession, mayBeSignedIn } from '../stores/session';
import { showToast } from '../stores/toasts';

const items = ['timeline', 'evidence', 'grievance', 'witnesses'] as const;

async function setup(root: HTMLElement): Promise<void> {
  const save = root.querySelector<HTMLButtonElement>('[data-checklist-save]');
  const prompt = root.querySelector<HTMLElement>('[data-checklist-signin]');
  const noCase = root.querySelector<HTMLElement>('[data-checklist-nocase]');
  if (!save || !prompt || !noCase || !mayBeSignedIn()) return;
  const state = await loadSession();
  if (state.status !== 'signedIn') return;

  const box = (item: (typeof items)[number]) => root.querySelector<HTMLInputElement>(`[data-checklist-item="${item}"]`);
  let caseId: string | null = null;
  try {
    const { items: cases } = await apiRequest<{ items: CaseRecord[] }>('/api/cases');
    const newest = cases[0];
    if (newest) {
      caseId = newest.id;
      for (const item of items) {
        const input = box(item);
        if (input) input.checked = newest.stage2Checklist[item];
      }
    }
  } catch (error) {
    // The spec: a failure to load is logged and the checklist stays at its defaults.
    console.error('Could not load the saved checklist', error);
  }
  prompt.hidden = true;
  if (caseId === null) {
    noCase.hidden = false;
    return;
  }
  save.hidden = false;

  const t = save.dataset;
  save.addEventListener('click', async () => {
    const label = save.textContent;
    save.disabled = true;
    save.textContent = t.saving ?? label;
    try {
      const stage2Checklist = Object.fromEntries(items.map((item) => [item, box(item)?.checked ?? false]));
      await apiRequest(`/api/cases/${caseId}/checklist`, { method: 'PUT', body: { stage2Checklist } });
      showToast({ title: t.savedTitle ?? '', description: t.savedBody ?? '', variant: 'success' });
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 401) {
        showToast({ title: t.loginTitle ?? '', description: t.loginBody ?? '', variant: 'destructive' });
      } else {
        showToast({ title: t.errorTitle ?? '', description: t.errorBody ?? '', variant: 'destructive' });
      }
    } finally {
      save.disabled = false;
      save.textContent = label;
    }
  });
}

for (const root of document.querySelectorAll<HTMLElement>('[data-stage2-checklist]')) void setup(root);
