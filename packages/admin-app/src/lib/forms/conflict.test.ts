import { describe, expect, it } from 'vitest';
import { changedMeanwhile } from './conflict.ts';

describe('changedMeanwhile', () => {
  it('names the labelled fields that changed, with their new values in words', () => {
    const before = {
      name: 'Nomad',
      address: { address: '1 Main St' },
      hours: { mon: 1 },
      tax: 'x',
    };
    const after = {
      name: 'Nomad Co',
      address: { address: '2 Court St' },
      hours: { mon: 2 },
      tax: 'x',
    };
    expect(
      changedMeanwhile(before, after, {
        name: 'Business Name',
        address: 'Address',
        hours: 'Hours',
        tax: 'Tax',
      }),
    ).toEqual([
      { field: 'name', label: 'Business Name', value: 'Nomad Co' },
      { field: 'address', label: 'Address', value: '2 Court St' },
      { field: 'hours', label: 'Hours', value: null },
    ]);
  });

  it('says a cleared value is empty, and finds nothing when nothing changed', () => {
    expect(changedMeanwhile({ a: 'x' }, { a: '' }, { a: 'A' })).toEqual([
      { field: 'a', label: 'A', value: 'empty' },
    ]);
    expect(changedMeanwhile({ a: 'x' }, { a: 'x' }, { a: 'A' })).toEqual([]);
  });
});
