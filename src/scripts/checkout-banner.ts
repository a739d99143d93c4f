/**
 * After a successful checkout the payment provider returns the reader to /?checkout=success: show
 * the spec's green banner. The text is written into a live region already in the page so screen
 * readers announce it. (The 1-second subscription re-check arrives with accounts and billing.)
 */
const banner = document.querySelector<HTMLElement>('[data-checkout-banner]');
if (banner && new URLSearchParams(window.location.search).get('checkout') === 'success') {
  banner.textContent = banner.dataset.message ?? '';
}

// A module, not a global script: its names stay its own.
export {};
