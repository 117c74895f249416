// @ts-check
// Makes sure the tests have a Chromium: a system one, or Playwright's own (downloaded once when
// the machine can reach the download host). Fails with a clear instruction otherwise.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright';
import { chromiumExecutable } from './chromium.mjs';

if (chromiumExecutable()) process.exit(0);
if (existsSync(chromium.executablePath())) process.exit(0);

console.log(
  "No Chromium found: installing Playwright's Chromium (set CHROMIUM_PATH to use another).",
);
try {
  execFileSync('npx', ['--yes', 'playwright', 'install', 'chromium'], { stdio: 'inherit' });
} catch {
  console.error(
    'Could not install a Chromium. Install one (Debian: apt-get install chromium) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
