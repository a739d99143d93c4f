/**
 * Filters the glossary as the reader types: a term stays when its term or its definition contains
 * the query, ignoring case and accents (a reader typing "conciliacao" finds "conciliação").
 */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase();

function setup(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('[data-glossary-form]');
  const input = root.querySelector<HTMLInputElement>('[data-glossary-input]');
  const status = root.querySelector<HTMLElement>('[data-glossary-status]');
  if (!form || !input || !status) return;
  const entries = [...root.querySelectorAll<HTMLElement>('[data-glossary-entry]')].map((element) => ({
    element,
    text: fold(element.textContent ?? ''),
  }));
  const plural = new Intl.PluralRules(root.dataset.pluralLocale ?? 'en-GB');
  form.hidden = false;
  form.addEventListener('submit', (event) => event.preventDefault());

  input.addEventListener('input', () => {
    const query = input.value.trim();
    const needle = fold(query);
    let shown = 0;
    for (const entry of entries) {
      const match = needle === '' || entry.text.includes(needle);
      entry.element.hidden = !match;
      if (match) shown++;
    }
    if (shown === 0) {
      status.textContent = (root.dataset.noMatch ?? '').replace('{query}', query);
    } else {
      const template = plural.select(shown) === 'one' ? root.dataset.countOne : root.dataset.countOther;
      status.textContent = (template ?? '').replace('{count}', String(shown));
    }
  });
}

for (const root of document.querySelectorAll<HTMLElement>('[data-glossary]')) setup(root);

// A module, not a global script: its names stay its own.
export {};
