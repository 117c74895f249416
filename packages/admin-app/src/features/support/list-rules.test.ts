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

  it("drops a status the list filter does not offer (Rejected is the chat's only)", () => {
    expect(firstCall('?status=Rejected')).toBe('/support-tickets?page=1&per_page=10');
  });
});
