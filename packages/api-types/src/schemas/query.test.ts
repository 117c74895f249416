import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing.ts';
import { geocodeFeatureSchema, geocodeQuerySchema } from './geocode.ts';
import { searchQuerySchema } from './search.ts';

describe('query schemas', () => {
  it('searches by trimmed text, reads blank as nothing, and caps its length', () => {
    expect(searchQuerySchema.parse({ query: ' nomad ' })).toEqual({ query: 'nomad' });
    expect(searchQuerySchema.parse({ query: '  ' })).toEqual({ query: null });
    expect(fieldErrors(searchQuerySchema, { query: 'x'.repeat(101) })).toEqual({
      query: ['The query field must not be greater than 100 characters.'],
    });
  });

  it('geocodes any non-blank text (the server finds nothing under three characters)', () => {
    expect(geocodeQuerySchema.parse({ text: ' 200 Kent ' })).toEqual({ text: '200 Kent' });
    expect(geocodeQuerySchema.parse({ text: 'ab' })).toEqual({ text: 'ab' });
    expect(fieldErrors(geocodeQuerySchema, { text: '  ' })).toEqual({
      text: ['The text field is required.'],
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
