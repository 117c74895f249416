import { geocodeEndpoints, type GeocodeFeature } from '@packlight/api-types';
import type { AddressSuggestion } from '@packlight/ui';
import { call } from './api.ts';

/** A suggestion for the kit's AddressAutocomplete; the service gives [longitude, latitude]. */
export function addressSuggestion(feature: GeocodeFeature, index: number): AddressSuggestion {
  const [longitude, latitude] = feature.geometry.coordinates;
  return {
    id: `${index}:${feature.properties.formatted}`,
    label: feature.properties.formatted,
    latitude,
    longitude,
  };
}

/**
 * Address suggestions for the partner and rider forms, through the server's geocode proxy (the
 * maps key stays on the server: docs/product/decisions.md). The kit ignores the answer to an
 * older text, so a slow one is not aborted here.
 */
export async function loadAddressSuggestions(text: string): Promise<AddressSuggestion[]> {
  const answer = await call(geocodeEndpoints.autocomplete, { query: { text } });
  return answer.data.features.map(addressSuggestion);
}
