import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'admin-app', environment: 'node', include: ['src/**/*.test.ts'] },
});
