// Debian Chromium's switches for a machine with no network: without the
// background-networking ones it keeps trying outside connections. Shared by the browser tests and
// the benchmarks.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
