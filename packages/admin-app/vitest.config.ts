import { defineProject } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineProject({
  // The kit's modules load their styles; the plugin compiles them, so a test can import the kit.
  plugins: [vanillaExtractPlugin()],
  test: { name: 'admin-app', environment: 'node', include: ['src/**/*.test.ts'] },
});
