import { geocodeFeatureSchema, type GeocodeFeature } from '@packlight/api-types';
import { HttpError } from '../http/errors.ts';
import { suggestionLimit, type GeocodeConfig, type Geocoder } from './geocoder.ts';

const timeoutMs = 5000;

const unavailable = () =>
  new HttpError(502, { message: 'The address service is not available right now.' });

/**
 * A Geoapify-style autocomplete service (`GET {url}?text=&apiKey=`, answering GeoJSON). Only the
 * label and the point of each feature are passed on: whatever else the provider sends, the key
 * included, stays here.
 */
export function providerGeocoder(config: GeocodeConfig, fetchImpl: typeof fetch = fetch): Geocoder {
  return {
    async autocomplete(text) {
      const url = new URL(config.url);
      url.searchParams.set('text', text);
      url.searchParams.set('format', 'geojson');
      url.searchParams.set('limit', String(suggestionLimit));
      url.searchParams.set('apiKey', config.apiKey);
      let body: unknown;
      try {
        const answer = await fetchImpl(url, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!answer.ok) {
          console.error(`Geocoding answered ${answer.status}`);
          throw unavailable();
        }
        body = await answer.json();
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // The message may hold the request URL, key and all; log only what kind of failure it was.
        console.error(`Geocoding failed: ${error instanceof Error ? error.name : 'unknown error'}`);
        throw unavailable();
      }
      const features =
        typeof body === 'object' && body !== null
          ? (body as { features?: unknown }).features
          : undefined;
      if (!Array.isArray(features)) throw unavailable();
      return features.flatMap((feature): GeocodeFeature[] => {
        const parsed = geocodeFeatureSchema.safeParse(feature);
        if (!parsed.success) return [];
        const { properties, geometry } = parsed.data;
        return [
          {
            properties: { formatted: properties.formatted },
            geometry: { coordinates: geometry.coordinates },
          },
        ];
      });
    },
  };
}
