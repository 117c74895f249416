import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api-server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // A fresh PGlite takes a few seconds to start and each sign-in hashes a password: on a busy
    // 2-core machine (the whole suite runs files in parallel) both take several times longer.
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
