import { describe, expect, it } from 'vitest';
import { endpointName, endpoints, recordTypes } from '@packlight/api-types';
import { liveReads } from './live-reads.ts';

describe('liveReads', () => {
  it('names only reads of the endpoint table, for every record type', () => {
    const reads = new Set(
      Object.values(endpoints)
        .flatMap((group) => Object.values(group))
        .filter((endpoint) => endpoint.method === 'GET')
        .map(endpointName),
    );
    expect(Object.keys(liveReads).sort()).toEqual([...recordTypes].sort());
    for (const names of Object.values(liveReads)) {
      for (const name of names) expect(reads, name).toContain(name);
    }
  });
});
