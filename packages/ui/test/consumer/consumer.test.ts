import { expect, test } from 'vitest';
import { runConsumerTest } from './run.mjs';

test('the packed @packlight/ui works in an outside Vite + React app', async () => {
  const result = await runConsumerTest();
  expect(result.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(result.seen.styles.fontLoaded).toBe(true);
});
