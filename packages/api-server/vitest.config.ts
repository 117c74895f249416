import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api-server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One throw-away PostgreSQL for the run; each file copies its migrated template.
    globalSetup: ['test/helpers/database-server.ts'],
    // Each sign-in hashes a password, and a few tests start a cluster of their own: on a busy
    // 2-core machine (the whole suite runs files in parallel) both take several times longer.
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
