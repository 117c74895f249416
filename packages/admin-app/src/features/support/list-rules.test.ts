import { describe, expect, it } from 'vitest';
import { callUrl } from '../../lib/api.ts';
import { listQueryAt } from '../../lib/list/preload-list-page.ts';
import { listPreload } from './list-rules.ts';

/** The first-page call the route asks for ahead at an address (the screen's, see api.ts). */
const firstCall = (search: string) =>
  callUrl(listPreload.endpoint, {
    query: listQueryAt(search, listPreload.rules, listPreload.extras),
  });

describe('ticket list rules', () => {
  it('leaves the order to the server (newest first) at the plain address', () => {
    expect(firstCall('')).toBe('/support-tickets?page=1&per_page=10');
  });

  it('carries the status filter, sort and page size', () => {
    expect(firstCall('?status=in%20progress&sort=subject&per_page=25')).toBe(
      '/support-tickets?status=In+Progress&sort=subject&dir=asc&page=1&per_page=25',
    );
  });

  it('filters on Rejected, as on every status a ticket can have (D47)', () => {
    expect(firstCall('?status=Rejected')).toBe(
      '/support-tickets?status=Rejected&page=1&per_page=10',
    );
  });

  it('drops a status no ticket can have', () => {
    expect(firstCall('?status=Closed')).toBe('/support-tickets?page=1&per_page=10');
  });
});
