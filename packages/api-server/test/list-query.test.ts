import { describe, expect, it } from 'vitest';
import { containsPattern } from '../src/http/list-query.ts';
import { countCap, exactCountAhead, listAnswer, pageWindow } from '../src/http/page-pick.ts';

describe('list query helpers', () => {
  it('takes the pattern characters of a search literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('windows the asked page, ten rows by default, and the whole list without a page', () => {
    expect(pageWindow({ page: 3 })).toEqual({ limit: 10, offset: 20 });
    expect(pageWindow({ page: 2, per_page: 25 })).toEqual({ limit: 25, offset: 25 });
    expect(pageWindow({})).toBeNull();
  });

  it('adds meta only to a paged answer, with at least one last page', () => {
    expect(listAnswer({}, [1, 2], 2)).toEqual({ data: [1, 2] });
    expect(listAnswer({ page: 1, per_page: 5 }, [], 0).meta).toEqual({
      current_page: 1,
      per_page: 5,
      total: 0,
      last_page: 1,
    });
    expect(listAnswer({ page: 2, per_page: 5 }, [6], 11).meta?.last_page).toBe(3);
  });

  it('gives a count that went past its cap as the cap, says so, and still pages further', () => {
    const query = { page: 3, per_page: 10 };
    const cap = 30 + exactCountAhead;
    expect(countCap(query)).toBe(cap);
    expect(listAnswer(query, [], { counted: cap, cap }).meta).toEqual({
      current_page: 3,
      per_page: 10,
      total: cap,
      last_page: Math.ceil(cap / 10),
    });
    expect(listAnswer(query, [], cap + 5).meta?.total).toBe(cap + 5);
    expect(listAnswer(query, [], { counted: cap + 1, cap }).meta).toEqual({
      current_page: 3,
      per_page: 10,
      total: cap,
      last_page: Math.ceil(cap / 10),
      total_capped_at: cap,
    });
  });
});
