import { describe, expect, it } from 'vitest';
import { mapsUrl } from './maps.ts';

describe('mapsUrl', () => {
  it('links by coordinates when there are some', () => {
    expect(mapsUrl({ address: '1 Main St', latitude: 40.6782, longitude: -73.9442 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=40.6782%2C-73.9442',
    );
  });

  it('links by the address text otherwise', () => {
    expect(mapsUrl({ address: ' 1 Main St, Brooklyn ', latitude: 40.6, longitude: null })).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Brooklyn',
    );
  });

  it('has no link without either', () => {
    expect(mapsUrl({ address: '  ', latitude: null, longitude: null })).toBeNull();
  });
});
