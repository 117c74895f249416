import { describe, expect, it } from 'vitest';
import { sortChange, tableSort } from './table-sort.ts';

describe('table sort', () => {
  it('turns list state into the table sort and back', () => {
    expect(tableSort({ sort: null, dir: 'asc' })).toBeNull();
    expect(tableSort({ sort: 'name', dir: 'desc' })).toEqual({
      column: 'name',
      direction: 'descending',
    });
    expect(sortChange({ column: 'phone', direction: 'ascending' })).toEqual({
      sort: 'phone',
      dir: 'asc',
    });
    expect(sortChange(tableSort({ sort: 'name', dir: 'desc' })!)).toEqual({
      sort: 'name',
      dir: 'desc',
    });
  });
});
