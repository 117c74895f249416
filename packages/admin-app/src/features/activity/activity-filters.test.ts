import { describe, expect, it } from 'vitest';
import { activityQueryOf, addressFor, filtersFromAddress, isFiltered } from './activity-filters.ts';

describe('activity filters in the address', () => {
  it('reads known values and drops what the server would refuse', () => {
    const state = filtersFromAddress(
      new URLSearchParams(
        'subject_type=partner&action=forged&actor_id=7&from=2026-11-01&to=x&page=3',
      ),
    );
    expect(state).toEqual({
      subject_type: 'partner',
      subject_id: '',
      actor_id: '7',
      action: '',
      from: '2026-11-01',
      to: '',
      page: 3,
    });
    expect(isFiltered(state)).toBe(true);
    expect(isFiltered(filtersFromAddress(new URLSearchParams('page=2')))).toBe(false);
  });

  it('goes back to page 1 when a filter changes, and keeps the page when it is the change', () => {
    const state = filtersFromAddress(new URLSearchParams('action=suspended&page=4'));
    expect(addressFor(state, { subject_type: 'rider' }).toString()).toBe(
      'subject_type=rider&action=suspended',
    );
    expect(addressFor(state, { page: 5 }).toString()).toBe('action=suspended&page=5');
    expect(addressFor(state, { action: '' }).toString()).toBe('');
  });

  it('asks the server for the filters and the page', () => {
    const state = filtersFromAddress(new URLSearchParams('actor_id=2&to=2026-11-27&page=2'));
    expect(activityQueryOf(state, 25)).toEqual({
      page: 2,
      per_page: 25,
      actor_id: 2,
      to: '2026-11-27',
    });
  });
});
