/**
 * Stage 1: one choice, then its result. Without this script the page lists all six results.
 * Focus moves to the result's heading when it appears and back to the chosen option on 'Check
 * Another Problem', so keyboard and screen-reader users land where the content changed.
 */
function setup(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('[data-chooser-form]');
  const submit = root.querySelector<HTMLButtonElement>('[data-chooser-submit]');
  const results = root.querySelector<HTMLElement>('[data-chooser-results]');
  const heading = root.querySelector<HTMLElement>('[data-chooser-heading]');
  if (!form || !submit || !results || !heading) return;
  const sections = [...root.querySelectorAll<HTMLElement>('[data-claim]')];
  const radios = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')];

  const showChoosing = () => {
    form.hidden = false;
    results.hidden = true;
    const chosen = radios.find((radio) => radio.checked);
    submit.disabled = !chosen;
    return chosen;
  };

  heading.textContent = heading.dataset.resultLabel ?? heading.textContent;
  for (const section of sections) {
    const actions = section.querySelector<HTMLElement>('[data-result-actions]');
    if (actions) actions.hidden = false;
  }
  showChoosing();

  for (const radio of radios) radio.addEventListener('change', () => (submit.disabled = false));

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const chosen = radios.find((radio) => radio.checked);
    if (!chosen) return;
    for (const section of sections) section.hidden = section.dataset.claim !== chosen.value;
    form.hidden = true;
    results.hidden = false;
    results.querySelector<HTMLElement>(`#claim-${chosen.value}-title`)?.focus();
  });

  root.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-chooser-again]')) return;
    const chosen = showChoosing();
    (chosen ?? radios[0])?.focus();
  });
}

for (const root of document.querySelectorAll<HTMLElement>('[data-claim-chooser]')) setup(root);

// A module, not a global script: its names stay its own.
export {};
