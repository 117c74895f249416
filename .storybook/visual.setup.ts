// Visual regression for every story, in the same run as the story tests (no second render, no
// Storybook build): once a story has rendered and its play function and axe have passed, the
// page is pictured at 640x480 and compared with its baseline in packages/ui/test/visual/baselines
// (see vitest.config.ts for the paths and the tolerance). Then the same story, still mounted and
// in the state its play function left, is re-rendered in Arabic, right to left, and pictured
// again against `<story>-rtl.png`: both directions for the price of one render and one play.
// `pnpm test:visual --update` rewrites the baselines; a story opts out with the tag '!visual'.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { localeOverride } from '../packages/ui/src/storybook/story-locale';
import { visualTolerance, visualViewport } from './visual';

// The picture is of <body>; make it fill the viewport so overlays (dialogs, toasts) are inside.
const fill = document.createElement('style');
fill.textContent = 'body { min-height: 100vh; }';
document.head.append(fill);

afterEach(async (context) => {
  const { task } = context;
  const storyId = (task.meta as { storyId?: string }).storyId;
  const story = (context as { story?: { tags?: string[] } }).story;
  if (!storyId || story?.tags?.includes('!visual')) return;
  // A story that already failed says what is wrong; a picture of it would only add noise.
  if (task.result?.errors?.length) return;
  await page.viewport(visualViewport.width, visualViewport.height);
  await settle();
  await picture(storyId);

  localeOverride.set('ar-AE');
  try {
    await expect.poll(() => document.documentElement.dir).toBe('rtl');
    await settle();
    await picture(`${storyId}--rtl`);
  } finally {
    localeOverride.set(null);
  }
});

/** Lets a resize or re-render settle: fonts, layout, ResizeObserver callbacks and their renders. */
async function settle() {
  await document.fonts.ready;
  for (let frame = 0; frame < 2; frame += 1)
    await new Promise((resolve) => requestAnimationFrame(resolve));
}

function picture(name: string) {
  return expect.element(page.elementLocator(document.body)).toMatchScreenshot(name, {
    comparatorName: 'pixelmatch',
    comparatorOptions: visualTolerance,
    screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
  });
}
