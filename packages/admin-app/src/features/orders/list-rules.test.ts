import { describe, expect, it } from 'vitest';
import { callUrl } from '../../lib/api.ts';
import { listQueryAt } from '../../lib/list/preload-list-page.ts';
import { listPreload } from './list-rules.ts';

/** The first-page call the route asks for ahead at an address (the screen's, see api.ts). */
const firstCall = (search: string) =>
  callUrl(listPreload.endpoint, {
    query: listQueryAt(search, listPreload.rules, listPreload.extras),
  });

describe('orders list rules', () => {
  it('lists the Assigned tab at the plain address', () => {
    expect(firstCall('')).toBe('/orders?page=1&per_page=10&assignment=assigned');
  });

  it('adds the tab after the list query, beside a status filter of its own', () => {
    expect(firstCall('?tab=pending&status=in%20transit&sort=total_price&page=2')).toBe(
      '/orders?status=In+Transit&sort=total_price&dir=asc&page=2&per_page=10&assignment=pending',
    );
  });

  it('reads an unknown tab as Assigned and drops an unknown status', () => {
    expect(firstCall('?tab=late&status=Lost')).toBe(
      '/orders?page=1&per_page=10&assignment=assigned',
    );
  });
});
