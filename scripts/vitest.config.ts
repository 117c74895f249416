import { defineConfig } from 'vitest/config';

// The repository's own scripts (the commit-msg check); the project's root is this folder.
export default defineConfig({
  test: { name: 'scripts', environment: 'node', include: ['**/*.test.mjs'] },
});
