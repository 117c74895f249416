import { describe, expect, it } from 'vitest';
import { endpoints } from '@packlight/api-types';
import { endpointKey, isEndpointKey } from './endpoint-key.ts';

describe('endpointKey', () => {
  it('names the call and the exact URL, leaving out empty query values', () => {
    expect(
      endpointKey(endpoints.travelers.list, { query: { search: 'ada', status: '', page: 2 } }),
    ).toEqual(['GET /travelers', '/travelers?search=ada&page=2']);
    expect(endpointKey(endpoints.travelers.detail, { params: { id: 7 } })).toEqual([
      'GET /travelers/{id}',
      '/travelers/7',
    ]);
  });

  it('tells its keys from other SWR keys', () => {
    expect(isEndpointKey(['GET /travelers', '/travelers'])).toBe(true);
    expect(isEndpointKey('/travelers')).toBe(false);
    expect(isEndpointKey(['GET /travelers'])).toBe(false);
  });
});
