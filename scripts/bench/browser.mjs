// @ts-check
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../chromium.mjs';

/** A headless Chromium the way the tests launch it. */
export function launchChromium() {
  return chromium.launch({
    headless: true,
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  });
}
