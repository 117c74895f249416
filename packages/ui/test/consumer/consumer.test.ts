import { expect, test } from 'vitest';
import { runConsumerTest } from './run.mjs';

test('the packed @packlight/ui builds a branded, localized, right-to-left partner screen', async () => {
  const result = await runConsumerTest();
  expect(result.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(result.seen.styles.fontLoaded).toBe(true);
});
