import { describe, expect, it } from 'vitest';
import { callUrl } from '../../lib/api.ts';
import { listQueryAt } from '../../lib/list/preload-list-page.ts';
import { listPreload } from './list-rules.ts';

/** The first-page call the route asks for ahead at an address (the screen's, see api.ts). */
const firstCall = (search: string) =>
  callUrl(listPreload.endpoint, {
    query: listQueryAt(search, listPreload.rules, listPreload.extras),
  });

describe('refunds list rules', () => {
  it('asks for the first ten refunds at the plain address', () => {
    expect(firstCall('')).toBe('/refunds?page=1&per_page=10');
  });

  it('carries the status filter and a sort by order id', () => {
    expect(firstCall('?status=processed&sort=orderId&dir=desc&search=ord')).toBe(
      '/refunds?search=ord&status=Processed&sort=orderId&dir=desc&page=1&per_page=10',
    );
  });

  it('drops a status or page size the refunds list does not know', () => {
    expect(firstCall('?status=Approved&per_page=100&page=0')).toBe('/refunds?page=1&per_page=10');
  });
});
