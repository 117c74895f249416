import { describe, expect, it } from 'vitest';
import { travelerSchema } from '@packlight/api-types';
import { rowVersion } from './record-versions.ts';

describe('rowVersion', () => {
  it("answers a listed row's version as the If-Match of its action (D55)", () => {
    const row = travelerSchema.parse({ id: 4, status: 'Active', version: 7 });
    expect(rowVersion(row)).toBe('"v7"');
  });

  it('answers nothing for a row of a back end that lists no versions', () => {
    const row = travelerSchema.parse({ id: 4, status: 'Active' });
    expect(row.version).toBeUndefined();
    expect(rowVersion(row)).toBeUndefined();
  });
});
