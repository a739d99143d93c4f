/**
 * The header's account area: 'Sign In' for signed-out readers; for signed-in ones a 'My Account'
 * menu button (aria-expanded, Escape closes and returns focus) with their data export, account
 * deletion and Sign Out, which also removes the hearing day kit kept on this device. The session is
 * only asked for when this browser has signed in before.
 */
import { apiRequest } from '../stores/api';
import { wipeDeviceData } from '../stores/device-data';
import { $session, loadSession, mayBeSignedIn, setSession } from '../stores/session';
import { flashToast, showToast } from '../stores/toasts';

const root = document.querySelector<HTMLElement>('[data-account]');
const signIn = root?.querySelector<HTMLElement>('[data-sign-in]');
const menu = root?.querySelector<HTMLElement>('[data-account-menu]');
const toggle = root?.querySelector<HTMLButtonElement>('[data-account-toggle]');
const panel = root?.querySelector<HTMLElement>('[data-account-panel]');
const who = root?.querySelector<HTMLElement>('[data-account-email]');
const signOut = root?.querySelector<HTMLButtonElement>('[data-sign-out]');

function setOpen(open: boolean): void {
  if (!toggle || !panel) return;
  toggle.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
}

if (root && signIn && menu && toggle && panel && who && signOut) {
  $session.subscribe((state) => {
    const signedIn = state.status === 'signedIn';
    signIn.hidden = signedIn;
    menu.hidden = !signedIn;
    if (signedIn) who.textContent = (who.dataset.template ?? '{email}').replace('{email}', state.user.email);
  });
  // In a task of its own, after the page's scripts have run: the first read of localStorage on a page
  // can take milliseconds (the browser loads the site's storage), which a slow phone feels as a long
  // task if it is added to the scripts' own evaluation.
  setTimeout(() => {
    if (mayBeSignedIn()) void loadSession();
  }, 0);
  // A page opened with no signal showed 'Sign In': once the signal is back, ask again.
  window.addEventListener('online', () => {
    if (mayBeSignedIn() && $session.get().status !== 'signedIn') void loadSession();
  });

  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      event.stopPropagation();
      setOpen(false);
      toggle.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (!panel.hidden && event.target instanceof Node && !menu.contains(event.target)) setOpen(false);
  });
  signOut.addEventListener('click', async () => {
    // First, whatever the server answers: signing out with no signal still leaves no case on the device.
    await wipeDeviceData();
    try {
      await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
      setSession({ status: 'signedOut' });
      flashToast({ title: signOut.dataset.done ?? '' });
      window.location.assign(signOut.dataset.next ?? '/auth');
    } catch {
      showToast({
        title: signOut.dataset.failed ?? '',
        variant: 'destructive',
      });
    }
  });
}
