/**
 * Header behaviour: the collapsible menu below 1280 px, and the language menu's Escape key,
 * outside-click closing and remembered choice. Plain DOM, no framework: it runs on every page and
 * must stay tiny.
 */
const DESKTOP = window.matchMedia('(min-width: 1280px)');
export const LANGUAGE_KEY = 'tt-lang';

function setupMenu(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const panel = header.querySelector<HTMLElement>('[data-menu-panel]');
  if (!toggle || !panel) return;

  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    header.dataset.menu = open ? 'open' : 'closed';
  };

  // With JavaScript the menu starts closed on small screens; without it, it is simply open.
  toggle.hidden = false;
  setOpen(false);

  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || DESKTOP.matches || header.dataset.menu !== 'open') return;
    setOpen(false);
    toggle.focus();
  });

  // A link followed inside the panel (a same-page anchor, say) should not leave the menu covering the page.
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a') && !DESKTOP.matches) setOpen(false);
  });
}

function setupLanguageMenu(menu: HTMLDetailsElement): void {
  const summary = menu.querySelector('summary');
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      event.stopPropagation();
      menu.open = false;
      summary?.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (menu.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
  });
  for (const option of menu.querySelectorAll<HTMLAnchorElement>('[data-lang-option]')) {
    option.addEventListener('click', () => {
      // The same page in the other language keeps its state: search, filters, page, anchor.
      option.href = option.pathname + window.location.search + window.location.hash;
      try {
        localStorage.setItem(LANGUAGE_KEY, option.dataset.langOption ?? '');
      } catch {
        // Storage can be blocked (private modes); the link still switches the page.
      }
    });
  }
  // After the page's scripts, in a task of its own (it reads localStorage; see account-menu.ts).
  setTimeout(() => offerChosenLanguage(menu), 0);
}

/**
 * A reader who chose a language and arrives from outside the site (a shared link, a search
 * result) on a page in the other language is offered its twin in one line; links are never
 * rewritten and nobody is redirected, so an English link stays English for whoever follows it.
 */
function offerChosenLanguage(menu: HTMLDetailsElement): void {
  const fromOutside = !document.referrer || new URL(document.referrer).origin !== window.location.origin;
  const main = document.querySelector('main');
  // From a page of the site, nothing to offer: the storage is not read.
  if (!fromOutside || !main) return;
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return;
  }
  const twin = chosen ? menu.querySelector<HTMLAnchorElement>(`[data-lang-option="${chosen}"]:not([aria-current])`) : null;
  if (!twin) return;
  const offer = document.createElement('p');
  offer.className = 'banner banner-info language-offer container';
  offer.lang = twin.lang;
  offer.append(`${twin.dataset.offer ?? ''} `);
  const link = document.createElement('a');
  link.href = twin.pathname + window.location.search + window.location.hash;
  link.hreflang = twin.hreflang;
  link.textContent = twin.dataset.offerLink ?? twin.textContent ?? '';
  offer.append(link);
  main.prepend(offer);
}

const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header) setupMenu(header);
const languageMenu = document.querySelector<HTMLDetailsElement>('[data-lang-menu]');
if (languageMenu) setupLanguageMenu(languageMenu);
