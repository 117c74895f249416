import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';

// Every story is a test: it renders in Chromium, runs its play function, then axe.
// No vanilla-extract plugin here: storybookTest applies main.ts's viteFinal, which adds it, and
// a second copy would compile every *.css.ts twice.
export default defineProject({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
