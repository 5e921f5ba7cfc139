/**
 * The browser used by end-to-end tests and benchmarks: Debian's Chromium (installed by
 * scripts/ensure-chromium.sh), with the flags that keep it quiet on a machine without internet access.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
