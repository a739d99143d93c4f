/**
 * "Copy link" on a decision's own page: the page's address without its query or fragment, to the
 * clipboard, confirmed in a live region beside the button. Shown only where a clipboard exists:
 * without one (or without JavaScript) the address bar holds the same link.
 */
function setup(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('[data-copy-link-button]');
  const status = root.querySelector<HTMLElement>('[data-copy-link-status]');
  if (!button || !status || !navigator.clipboard) return;
  root.hidden = false;
  button.addEventListener('click', () => {
    const address = `${window.location.origin}${window.location.pathname}`;
    navigator.clipboard.writeText(address).then(
      () => {
        status.textContent = root.dataset.copied ?? '';
      },
      () => {
        status.textContent = '';
      },
    );
  });
}

for (const root of document.querySelectorAll<HTMLElement>('[data-copy-link]')) setup(root);
