/**
 * Checkout and the customer portal open in a new tab, so /pricing stays open behind them. Their address only arrives
 * after a request to our API, and browsers block window.open once the click is no longer "fresh"
 * (Safari after any await, Chromium after a few seconds on a slow phone). So the tab is opened
 * blank inside the click itself and sent to the address when it arrives. Where even that is
 * refused (a strict popup blocker, an in-app browser), the page goes there in the same tab instead:
 * the reader still reaches the payment page, which matters more than where it opens.
 */
export function openPendingTab(): Window | null {
  try {
    const tab = window.open('', '_blank');
    // The payment provider's page gets no handle on ours (what rel=noopener gives a link).
    if (tab) tab.opener = null;
    return tab;
  } catch {
    return null;
  }
}

/** Sends the pending tab (or, without one, this page) to an http(s) address from our API. */
export function sendTo(tab: Window | null, url: string): void {
  const address = new URL(url, window.location.href);
  if (address.protocol !== 'https:' && address.protocol !== 'http:') throw new TypeError(`Refusing to open ${address.protocol}`);
  if (tab && !tab.closed) tab.location.replace(address.href);
  else window.location.assign(address.href);
}

export function discardTab(tab: Window | null): void {
  if (tab && !tab.closed) tab.close();
}
