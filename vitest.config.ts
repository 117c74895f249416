import { defineConfig } from 'vitest/config';

// One run for every unit and story test in the repo; each project keeps its own config.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'scripts/vitest.config.ts',
      '.storybook/vitest.config.ts',
      // The published kit, installed from its tarball into an app outside the workspace.
      'packages/ui/vitest.package.config.ts',
    ],
  },
});
