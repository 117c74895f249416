import { defineProject } from 'vitest/config';

// The kit's plain-function unit tests (the docs' contrast maths); components are tested as
// stories in the storybook project.
export default defineProject({
  test: { name: 'ui', environment: 'node', include: ['src/**/*.test.ts'] },
});
