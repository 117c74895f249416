import { describe, expect, it } from 'vitest';
import { sameRows } from './same-rows.ts';

describe('sameRows', () => {
  const page = [
    { id: 1, name: 'Ada', status: 'Active' },
    { id: 2, name: 'Bo', status: 'Suspended' },
  ];

  it('takes two answers with the same rows, field for field, as the same', () => {
    expect(sameRows(page, structuredClone(page))).toBe(true);
    expect(sameRows([], [])).toBe(true);
  });

  it('tells apart other rows, other order, another field value and another length', () => {
    expect(sameRows(page, [page[1], page[0]])).toBe(false);
    expect(sameRows(page, [page[0], { ...page[1], status: 'Active' }])).toBe(false);
    expect(sameRows(page, page.slice(0, 1))).toBe(false);
  });
});
