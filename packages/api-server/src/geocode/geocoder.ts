import type { GeocodeFeature } from '@packlight/api-types';

/** Address suggestions for typed text, in the maps service's own feature shape. */
export interface Geocoder {
  autocomplete(text: string): Promise<GeocodeFeature[]>;
}

/** Where the configured provider lives; its key never leaves the server. */
export interface GeocodeConfig {
  url: string;
  apiKey: string;
}

/** As many suggestions as the original app's maps service gave by default. */
export const suggestionLimit = 5;
