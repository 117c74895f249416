import type { Address } from '@packlight/api-types';

/**
 * A maps service link for an address: by coordinates when it has them, otherwise by its text
 * (docs/product/part-1.md); null when it has neither. Google Maps' search URL needs no key.
 */
export function mapsUrl(address: Pick<Address, 'address' | 'latitude' | 'longitude'>) {
  const { latitude, longitude } = address;
  const query =
    latitude != null && longitude != null ? `${latitude},${longitude}` : address.address?.trim();
  return query
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
    : null;
}
