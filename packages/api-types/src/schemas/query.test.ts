import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing.ts';
import { geocodeFeatureSchema, geocodeQuerySchema } from './geocode.ts';
import { searchQuerySchema } from './search.ts';

describe('query schemas', () => {
  it('searches by non-blank text', () => {
    expect(searchQuerySchema.parse({ text: ' nomad ' })).toEqual({ text: 'nomad' });
    expect(fieldErrors(searchQuerySchema, { text: '' })).toEqual({
      text: ['The text field is required.'],
    });
  });

  it('geocodes from three characters', () => {
    expect(geocodeQuerySchema.parse({ text: '200 Kent' })).toEqual({ text: '200 Kent' });
    expect(fieldErrors(geocodeQuerySchema, { text: 'ab' })).toEqual({
      text: ['The text field must be at least 3 characters.'],
    });
  });

  it('reads a geocode feature as [longitude, latitude]', () => {
    const feature = {
      properties: { formatted: '200 Kent Ave, Brooklyn, NY 11249, United States' },
      geometry: { coordinates: [-73.965, 40.7163] },
    };
    expect(geocodeFeatureSchema.parse(feature)).toEqual(feature);
    expect(
      geocodeFeatureSchema.safeParse({ ...feature, geometry: { coordinates: [-73.9, 140] } })
        .success,
    ).toBe(false);
  });
});
