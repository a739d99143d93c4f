/**
 * After a successful checkout the payment provider returns the reader to /?checkout=success: show
 * a green success banner. The text is written into a live region already in the page so screen
 * readers announce it.
 */
import { loadSession, mayBeSignedIn } from '../stores/session';

const banner = document.querySelector<HTMLElement>('[data-checkout-banner]');
if (banner && new URLSearchParams(window.location.search).get('checkout') === 'success') {
  banner.textContent = banner.dataset.message ?? '';
  // Give the payment provider's webhook a moment, then re-check the plan.
  setTimeout(() => {
    if (mayBeSignedIn()) void loadSession();
  }, 1000);
}
