import { describe, expect, it } from 'vitest';
import { callUrl } from '../../lib/api.ts';
import { listQueryAt } from '../../lib/list/preload-list-page.ts';
import { listPreload } from './list-rules.ts';

/** The first-page call the route asks for ahead at an address (the screen's, see api.ts). */
const firstCall = (search: string) =>
  callUrl(listPreload.endpoint, {
    query: listQueryAt(search, listPreload.rules, listPreload.extras),
  });

describe('partners list rules', () => {
  it('lists the Approved tab (Active partners) at the plain address', () => {
    expect(firstCall('')).toBe('/partners?status=Active&page=1&per_page=10');
  });

  it("turns a later tab into its status, in the list query's place", () => {
    expect(firstCall('?tab=pending&search=%20lee%20&sort=name&dir=desc&page=2&per_page=25')).toBe(
      '/partners?search=lee&status=Pending&sort=name&dir=desc&page=2&per_page=25',
    );
    expect(firstCall('?tab=Suspended')).toBe('/partners?status=Suspended&page=1&per_page=10');
  });

  it('lets the tab alone choose the status, and drops what the list does not know', () => {
    expect(firstCall('?tab=archived&status=Pending&sort=price&per_page=7')).toBe(
      '/partners?status=Active&page=1&per_page=10',
    );
  });
});
