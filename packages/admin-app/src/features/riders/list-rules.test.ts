import { describe, expect, it } from 'vitest';
import { callUrl } from '../../lib/api.ts';
import { listQueryAt } from '../../lib/list/preload-list-page.ts';
import { listPreload } from './list-rules.ts';

/** The first-page call the route asks for ahead at an address (the screen's, see api.ts). */
const firstCall = (search: string) =>
  callUrl(listPreload.endpoint, {
    query: listQueryAt(search, listPreload.rules, listPreload.extras),
  });

describe('riders list rules', () => {
  it('asks for the first ten riders at the plain address', () => {
    expect(firstCall('')).toBe('/riders?page=1&per_page=10');
  });

  it('carries the availability filter, sort and page, in the list query order', () => {
    expect(
      firstCall('?per_page=50&page=3&dir=desc&sort=current_assigned_orders&status=online&search=x'),
    ).toBe(
      '/riders?search=x&status=Online&sort=current_assigned_orders&dir=desc&page=3&per_page=50',
    );
  });

  it('drops a status or sort the riders list does not know', () => {
    expect(firstCall('?status=Suspended&sort=price&dir=desc')).toBe('/riders?page=1&per_page=10');
  });
});
