import { describe, expect, it } from 'vitest';
import {
  changeListState,
  pageQuery,
  readListState,
  sameListState,
  writeListState,
  type ListState,
  type ListStateRules,
} from './list-state.ts';

const rules: ListStateRules = {
  statuses: ['Active', 'Suspended'],
  sorts: ['name', 'phone'],
  pageSizes: [5, 10, 25, 50],
  defaultPageSize: 10,
};

const defaults: ListState = {
  tab: '',
  search: '',
  status: '',
  sort: null,
  dir: 'asc',
  page: 1,
  perPage: 10,
};

const read = (search: string) => readListState(new URLSearchParams(search), rules);

describe('readListState', () => {
  it('gives the defaults for a plain address', () => {
    expect(read('')).toEqual(defaults);
  });

  it('reads every parameter', () => {
    expect(read('search=ada&status=Suspended&sort=phone&dir=desc&page=3&per_page=25')).toEqual({
      tab: '',
      search: 'ada',
      status: 'Suspended',
      sort: 'phone',
      dir: 'desc',
      page: 3,
      perPage: 25,
    });
  });

  it('reads a status in any case as the listed one', () => {
    expect(read('status=active').status).toBe('Active');
  });

  it('falls back to the default for values the list does not offer', () => {
    expect(read('status=Banned&sort=password&dir=up&page=-2&per_page=1000')).toEqual(defaults);
    expect(read('page=1.5&per_page=7')).toEqual(defaults);
    expect(read('page=0').page).toBe(1);
  });
});

describe('writeListState', () => {
  it('leaves defaults out, so the plain address stays plain', () => {
    expect(writeListState(defaults, rules).toString()).toBe('');
  });

  it('writes what differs from the defaults and round-trips', () => {
    const state: ListState = {
      tab: '',
      search: 'Mina Park',
      status: 'Active',
      sort: 'name',
      dir: 'desc',
      page: 2,
      perPage: 50,
    };
    const params = writeListState(state, rules);
    expect(params.toString()).toBe(
      'search=Mina+Park&status=Active&sort=name&dir=desc&page=2&per_page=50',
    );
    expect(readListState(params, rules)).toEqual(state);
  });

  it('keeps parameters that are not list state and drops cleared ones', () => {
    const base = new URLSearchParams('tab=orders&search=old&page=4');
    expect(writeListState(defaults, rules, base).toString()).toBe('tab=orders');
  });

  it('writes no direction without a sort', () => {
    expect(writeListState({ ...defaults, dir: 'desc' }, rules).toString()).toBe('');
  });
});

describe('changeListState', () => {
  const onPage3: ListState = { ...defaults, page: 3, sort: 'name' };

  it('goes back to page 1 when the search, status or page size changes', () => {
    expect(changeListState(onPage3, { search: 'x' }).page).toBe(1);
    expect(changeListState(onPage3, { status: 'Active' }).page).toBe(1);
    expect(changeListState(onPage3, { perPage: 25 })).toMatchObject({ page: 1, perPage: 25 });
  });

  it('keeps the page when sorting or when nothing really changed', () => {
    expect(changeListState(onPage3, { sort: 'phone', dir: 'desc' }).page).toBe(3);
    expect(changeListState(onPage3, { search: '' }).page).toBe(3);
    expect(changeListState(onPage3, { page: 5 }).page).toBe(5);
  });
});

describe('sameListState', () => {
  it('compares every part', () => {
    expect(sameListState(defaults, { ...defaults })).toBe(true);
    for (const change of [
      { tab: 'pending' },
      { search: 'a' },
      { status: 'Active' },
      { sort: 'name' },
      { dir: 'desc' as const },
      { page: 2 },
      { perPage: 25 },
    ]) {
      expect(sameListState(defaults, { ...defaults, ...change })).toBe(false);
    }
  });
});

describe('pageQuery', () => {
  it('asks the server for one page, leaving out what is not set', () => {
    expect(pageQuery(defaults)).toEqual({
      search: undefined,
      status: undefined,
      sort: undefined,
      dir: undefined,
      page: 1,
      per_page: 10,
    });
  });

  it('sends a trimmed search, the status and the sort with its direction', () => {
    expect(
      pageQuery({ ...defaults, search: '  ada ', status: 'Active', sort: 'name', dir: 'desc' }),
    ).toMatchObject({ search: 'ada', status: 'Active', sort: 'name', dir: 'desc' });
  });
});

describe('tabs and a second list on one screen', () => {
  const tabbed: ListStateRules = { ...rules, tabs: ['pending', 'suspended'] };

  it('reads and writes a tab; the first tab is the plain address', () => {
    const params = new URLSearchParams('tab=Pending&page=2');
    expect(readListState(params, tabbed)).toMatchObject({ tab: 'pending', page: 2 });
    expect(readListState(new URLSearchParams('tab=approved'), tabbed).tab).toBe('');
    expect(writeListState({ ...defaults, tab: 'suspended' }, tabbed).toString()).toBe(
      'tab=suspended',
    );
  });

  it('starts a new tab at page 1', () => {
    expect(changeListState({ ...defaults, page: 3 }, { tab: 'pending' }).page).toBe(1);
  });

  it('keeps a prefixed list apart from the screen list', () => {
    const orders: ListStateRules = { ...rules, prefix: 'orders_' };
    const params = new URLSearchParams('search=shirt&orders_search=ada&orders_page=2');
    expect(readListState(params, orders)).toMatchObject({ search: 'ada', page: 2 });
    expect(readListState(params, rules)).toMatchObject({ search: 'shirt', page: 1 });
    expect(writeListState({ ...defaults, search: 'bo' }, orders, params).toString()).toBe(
      'search=shirt&orders_search=bo',
    );
  });
});
