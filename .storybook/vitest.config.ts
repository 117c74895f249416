import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';

const repo = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

// Every story is a test: it renders in Chromium, runs its play function, then axe, then its
// picture is compared with its baseline (visual.setup.ts).
// No vanilla-extract plugin here: storybookTest applies main.ts's viteFinal, which adds it, and
// a second copy would compile every *.css.ts twice.
export default defineProject({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) })],
  test: {
    name: 'storybook',
    setupFiles: [fileURLToPath(new URL('./visual.setup.ts', import.meta.url))],
    // Pictures Vitest attaches to failing tests: with the diffs, in the git-ignored results.
    attachmentsDir: repo('test-results/vitest-attachments'),
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: chromiumExecutable(),
          // Same rasterising on every machine: no hinting, sRGB whatever the display says.
          args: [...chromiumArgs, '--font-render-hinting=none', '--force-color-profile=srgb'],
        },
      }),
      instances: [{ browser: 'chromium' }],
      expect: {
        toMatchScreenshot: {
          // One PNG per story, named by story id, in one folder of the kit (Linux Chromium
          // pictures: another OS renders text differently, so CI and this machine kind own them).
          resolveScreenshotPath: ({ arg, ext }) =>
            repo(`packages/ui/test/visual/baselines/${arg}${ext}`),
          resolveDiffPath: ({ arg, ext }) => repo(`test-results/visual/${arg}${ext}`),
        },
      },
    },
  },
});
