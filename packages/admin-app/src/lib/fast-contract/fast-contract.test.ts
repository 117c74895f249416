import { describe, expect, it } from 'vitest';
import { compileFastParsers } from '@packlight/api-types/fast-check';
import { fastEndpoints } from './endpoints.ts';
import * as sessionModule from './session.generated.js';
import { userEndpoint } from './session.ts';
import * as travelersModule from './travelers.generated.js';
import { travelerCalls } from './travelers.ts';

const generated = { session: sessionModule, travelers: travelersModule };

describe('the endpoints compiled for first paint', () => {
  for (const group of ['session', 'travelers'] as const) {
    it(`are compiled from the endpoint table as it is now (${group})`, async () => {
      // `vitest -u` writes the module again after a schema changes; CI fails on a stale one.
      await expect(
        `// Written by fast-contract.test.ts from endpoints.ts (vitest -u): do not edit.\n${compileFastParsers(fastEndpoints[group])}\n`,
      ).toMatchFileSnapshot(`./${group}.generated.js`);
    });
  }

  it('call the same address as their entries', () => {
    for (const group of ['session', 'travelers'] as const) {
      for (const [name, entry] of Object.entries(fastEndpoints[group])) {
        const compiled = (generated[group] as Record<string, object>)[name];
        expect(compiled, `${group}.${name}`).toMatchObject({
          method: entry.method,
          path: entry.path,
          requestKind: entry.requestKind,
          responseKind: entry.responseKind,
        });
        expect((compiled as { fileName?: string }).fileName).toBe(entry.fileName);
      }
    }
  });

  it('load their entries when the compiled check cannot decide', async () => {
    expect(await userEndpoint.full()).toBe(fastEndpoints.session.user);
    expect(await travelerCalls.list.full()).toBe(fastEndpoints.travelers.list);
    expect(await travelerCalls.export.full()).toBe(fastEndpoints.travelers.export);
  });
});
