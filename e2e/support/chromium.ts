import fs from 'node:fs';

/**
 * Debian's Chromium for the browser tests: its headless shell when installed (decision 102), which
 * draws the same pages as the full browser for about 40 % less CPU; else the full browser. The
 * binaries themselves: the wrappers in /usr/bin print a harmless warning.
 */
export const CHROMIUM_PATH = [
  ...(process.env.E2E_FULL_CHROMIUM ? [] : ['/usr/lib/chromium/chromium-headless-shell']),
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
].find((path) => fs.existsSync(path));

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];
