import { defineProject } from 'vitest/config';

// The published package, tested as an outside app uses it (test/consumer/run.mjs): pack, install
// with npm outside the workspace, build, and check in Chromium. Node only; one long test.
export default defineProject({
  test: {
    name: 'ui-package',
    environment: 'node',
    include: ['test/consumer/**/*.test.ts'],
    testTimeout: 240_000,
    // After the other projects: its npm installs and builds would otherwise take the CPU from
    // the story tests running in Chromium at the same time (2 cores).
    sequence: { groupOrder: 1 },
  },
});
