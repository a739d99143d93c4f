/**
 * The header search box over Pagefind. pagefind.js (and its WebAssembly) loads only when the reader
 * first types, so pages that are never searched download nothing extra.
 */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface PagefindApi {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  debouncedSearch(
    query: string,
    options?: object,
    debounceMs?: number,
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}
interface SearchMessages {
  loading: string;
  noResults: string;
  one: string;
  other: string;
  unavailable: string;
}

const MAX_RESULTS = 8;
const PAGEFIND_URL = '/pagefind/pagefind.js';

let pagefind: Promise<PagefindApi> | null = null;
function loadPagefind(): Promise<PagefindApi> {
  if (!pagefind) {
    pagefind = (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<PagefindApi>).then(async (api) => {
      await api.options({ excerptLength: 18 });
      return api;
    });
    pagefind.catch(() => {
      pagefind = null;
    });
  }
  return pagefind;
}

/** Pagefind records the built file (/stages.html); the site serves it at /stages. */
export function cleanUrl(url: string): string {
  return url.replace(/\/index\.html$/, '/').replace(/\.html$/, '') || '/';
}

/** Excerpts arrive as HTML with <mark>; only their text is shown, so nothing from the index is injected. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

function setup(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('[data-search-input]');
  const panel = form.querySelector<HTMLElement>('[data-search-results]');
  const status = form.querySelector<HTMLElement>('[data-search-status]');
  const list = form.querySelector<HTMLUListElement>('[data-search-list]');
  if (!input || !panel || !status || !list) return;
  const messages = JSON.parse(form.dataset.messages ?? '{}') as SearchMessages;
  // Made on the first search, not with the page: the first Intl object a page makes loads its
  // locale data, a few milliseconds on every page load that a cheap phone feels.
  let plural: Intl.PluralRules | undefined;
  const pluralRules = (): Intl.PluralRules => {
    plural ??= new Intl.PluralRules(form.dataset.pluralLocale ?? 'en-GB');
    return plural;
  };
  form.hidden = false;

  let latest = 0;
  const close = () => {
    panel.hidden = true;
  };

  async function run(query: string, immediate: boolean): Promise<void> {
    const ticket = ++latest;
    if (!query.trim()) {
      list?.replaceChildren();
      close();
      return;
    }
    panel!.hidden = false;
    status!.textContent = messages.loading;
    try {
      const api = await loadPagefind();
      const search = await api.debouncedSearch(query, {}, immediate ? 0 : 250);
      if (search === null || ticket !== latest) return; // superseded by a newer keystroke
      const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((r) => r.data()));
      if (ticket !== latest) return;
      const count = search.results.length;
      status!.textContent =
        count === 0
          ? messages.noResults.replace('{query}', query.trim())
          : (pluralRules().select(count) === 'one' ? messages.one : messages.other).replace('{count}', String(count));
      list!.replaceChildren(
        ...data.map((result) => {
          const item = document.createElement('li');
          const link = document.createElement('a');
          link.href = cleanUrl(result.url);
          link.textContent = result.meta.title ?? cleanUrl(result.url);
          const excerpt = document.createElement('p');
          excerpt.className = 'excerpt';
          excerpt.textContent = plainText(result.excerpt);
          item.append(link, excerpt);
          return item;
        }),
      );
    } catch {
      if (ticket !== latest) return;
      status!.textContent = messages.unavailable;
      list!.replaceChildren();
    }
  }

  input.addEventListener('input', () => void run(input.value, false));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run(input.value, true);
  });
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      event.stopPropagation();
      close();
      input.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (event.target instanceof Node && !form.contains(event.target)) close();
  });
  form.addEventListener('focusout', (event) => {
    if (!(event.relatedTarget instanceof Node) || !form.contains(event.relatedTarget)) close();
  });
  input.addEventListener('focus', () => {
    if (input.value.trim() && list.childElementCount + status.textContent.length > 0) panel.hidden = false;
  });
}

for (const form of document.querySelectorAll<HTMLFormElement>('[data-site-search]')) setup(form);
