import { describe, expect, it } from 'vitest';
import { callUrl } from '../../lib/api.ts';
import { listQueryAt } from '../../lib/list/preload-list-page.ts';
import { listPreload } from './list-rules.ts';

/** The first-page call the route asks for ahead at an address (the screen's, see api.ts). */
const firstCall = (search: string) =>
  callUrl(listPreload.endpoint, {
    query: listQueryAt(search, listPreload.rules, listPreload.extras),
  });

describe('products list rules', () => {
  it('lists the Approved tab (Active products) at the plain address', () => {
    expect(firstCall('')).toBe('/products?status=Active&page=1&per_page=10');
  });

  it("turns a later tab into its status, in the list query's place", () => {
    expect(firstCall('?tab=suspended&sort=buy_price&dir=desc&search=tent&per_page=5')).toBe(
      '/products?search=tent&status=Suspended&sort=buy_price&dir=desc&page=1&per_page=5',
    );
  });

  it('lets the tab alone choose the status, and drops a sort it does not know', () => {
    expect(firstCall('?tab=pending&status=Active&sort=price')).toBe(
      '/products?status=Pending&page=1&per_page=10',
    );
  });
});
