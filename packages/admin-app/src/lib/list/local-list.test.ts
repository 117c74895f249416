import { describe, expect, it } from 'vitest';
import { pageLocal, searchLocal, sortLocal } from './local-list.ts';

const rows = [
  { id: 1, name: 'Ada', total: 30 },
  { id: 2, name: 'bo', total: null },
  { id: 3, name: 'Cy', total: 10 },
];

describe('local lists', () => {
  it('search any listed text, case-insensitively, ignoring blank searches', () => {
    expect(searchLocal(rows, ' BO ', (row) => [row.name]).map((row) => row.id)).toEqual([2]);
    expect(searchLocal(rows, '   ', (row) => [row.name])).toBe(rows);
  });

  it('sort either way with missing values last', () => {
    const byTotal = (row: (typeof rows)[number]) => row.total;
    expect(sortLocal(rows, byTotal, 'asc').map((row) => row.id)).toEqual([3, 1, 2]);
    expect(sortLocal(rows, byTotal, 'desc').map((row) => row.id)).toEqual([1, 3, 2]);
    expect(sortLocal(rows, null, 'desc')).toBe(rows);
  });

  it('page, clamping a page past the end to the last', () => {
    expect(pageLocal(rows, 2, 2)).toEqual({ rows: [rows[2]], page: 2 });
    expect(pageLocal(rows, 9, 2).page).toBe(2);
    expect(pageLocal([], 3, 10)).toEqual({ rows: [], page: 1 });
  });
});
