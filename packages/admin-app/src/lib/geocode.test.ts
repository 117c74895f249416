import { describe, expect, it } from 'vitest';
import { addressSuggestion } from './geocode.ts';

describe('addressSuggestion', () => {
  it('reads the label and turns [longitude, latitude] around', () => {
    expect(
      addressSuggestion(
        {
          properties: { formatted: '1 Main St, Brooklyn, NY' },
          geometry: { coordinates: [-73.99, 40.7] },
        },
        2,
      ),
    ).toEqual({
      id: '2:1 Main St, Brooklyn, NY',
      label: '1 Main St, Brooklyn, NY',
      latitude: 40.7,
      longitude: -73.99,
    });
  });
});
