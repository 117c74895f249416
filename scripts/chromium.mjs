// @ts-check
import { existsSync } from 'node:fs';

/** Flags that let Chromium run headless as root on a machine with a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const systemChromiums = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/**
 * The Chromium to drive: CHROMIUM_PATH when set, else a system Chromium, else undefined so that
 * Playwright uses its own download. CI machines cannot download Playwright's browser while a
 * laptop may only have that one, so we detect rather than hard-code a path.
 * @returns {string | undefined}
 */
export function chromiumExecutable() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return systemChromiums.find((path) => existsSync(path));
}
