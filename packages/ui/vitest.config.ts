import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

// The kit's plain unit tests, in Node: message catalogues, theme contrast and the docs' contrast
// maths. (Components are tested as stories in Chromium: .storybook/vitest.config.ts.)
export default defineProject({
  // Themes are *.css.ts files; the plugin evaluates them so a test can read their tokens.
  plugins: [vanillaExtractPlugin()],
  test: { name: 'ui', environment: 'node', include: ['src/**/*.test.ts'] },
});
