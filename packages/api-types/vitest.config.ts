import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'api-types', environment: 'node', include: ['src/**/*.test.ts'] },
});
