import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api-server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // A fresh PGlite takes a few seconds to start, more on a busy machine.
    hookTimeout: 30_000,
  },
});
