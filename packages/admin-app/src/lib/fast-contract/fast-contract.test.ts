import { describe, expect, it } from 'vitest';
import { compileFastEndpoints } from '@packlight/api-types/fast-check';
import * as compiled from './compiled.generated.js';
import { fastEndpoints } from './endpoints.ts';
import { travelerCalls, userEndpoint } from './index.ts';

describe('the endpoints compiled for first paint', () => {
  it('are compiled from the endpoint table as it is now', async () => {
    // `vitest -u` writes the module again after a schema changes; CI fails on a stale one.
    await expect(
      `// Written by fast-contract.test.ts from endpoints.ts (vitest -u): do not edit.\n${compileFastEndpoints(fastEndpoints)}\n`,
    ).toMatchFileSnapshot('./compiled.generated.js');
  });

  it('call the same address as their entries', () => {
    for (const [name, entry] of Object.entries(fastEndpoints)) {
      const light = compiled[name as keyof typeof fastEndpoints];
      expect(light).toMatchObject({
        method: entry.method,
        path: entry.path,
        requestKind: entry.requestKind,
        responseKind: entry.responseKind,
      });
      expect(light.fileName).toBe(entry.fileName);
    }
  });

  it('load their entries when the compiled check cannot decide', async () => {
    expect(await userEndpoint.full()).toBe(fastEndpoints.user);
    expect(await travelerCalls.list.full()).toBe(fastEndpoints.travelerList);
    expect(await travelerCalls.export.full()).toBe(fastEndpoints.travelerExport);
  });
});
