import type { GeocodeFeature } from '@packlight/api-types';
import { suggestionLimit, type Geocoder } from './geocoder.ts';

/**
 * Addresses in the three regions riders serve (Brooklyn, Queens, Manhattan), as
 * [label, longitude, latitude]: enough for every address field to work offline and in demos.
 */
const places: readonly (readonly [string, number, number])[] = [
  ['350 5th Ave, New York, NY 10118, United States', -73.9857, 40.7484],
  ['11 Wall St, New York, NY 10005, United States', -74.0113, 40.7069],
  ['200 Central Park West, New York, NY 10024, United States', -73.974, 40.7813],
  ['1000 5th Ave, New York, NY 10028, United States', -73.9632, 40.7794],
  ['89 E 42nd St, New York, NY 10017, United States', -73.9772, 40.7527],
  ['30 Rockefeller Plaza, New York, NY 10112, United States', -73.9794, 40.7593],
  ['285 Fulton St, New York, NY 10007, United States', -74.0134, 40.7127],
  ['405 Lexington Ave, New York, NY 10174, United States', -73.9755, 40.7516],
  ['75 9th Ave, New York, NY 10011, United States', -74.0061, 40.7424],
  ['4 Pennsylvania Plaza, New York, NY 10001, United States', -73.9934, 40.7505],
  ['476 5th Ave, New York, NY 10018, United States', -73.9822, 40.7532],
  ['10 Lincoln Center Plaza, New York, NY 10023, United States', -73.9835, 40.7725],
  ['99 Gansevoort St, New York, NY 10014, United States', -74.0089, 40.7396],
  ['200 Kent Ave, Brooklyn, NY 11249, United States', -73.965, 40.7163],
  ['25 Kent Ave, Brooklyn, NY 11249, United States', -73.9617, 40.7217],
  ['620 Atlantic Ave, Brooklyn, NY 11217, United States', -73.9754, 40.6826],
  ['1000 Washington Ave, Brooklyn, NY 11225, United States', -73.9632, 40.6677],
  ['200 Eastern Pkwy, Brooklyn, NY 11238, United States', -73.9636, 40.6712],
  ['10 Grand Army Plaza, Brooklyn, NY 11238, United States', -73.9681, 40.6724],
  ['1208 Surf Ave, Brooklyn, NY 11224, United States', -73.9815, 40.5755],
  ['334 Furman St, Brooklyn, NY 11201, United States', -73.9973, 40.6995],
  ['445 Albee Square W, Brooklyn, NY 11201, United States', -73.9832, 40.6906],
  ['136-20 Roosevelt Ave, Flushing, Queens, NY 11354, United States', -73.83, 40.759],
  ['41 Seaver Way, Flushing, Queens, NY 11368, United States', -73.8458, 40.7571],
  ['36-01 35th Ave, Astoria, Queens, NY 11106, United States', -73.924, 40.7563],
  ['22-25 Jackson Ave, Long Island City, Queens, NY 11101, United States', -73.9474, 40.7456],
  ['37-02 82nd St, Jackson Heights, Queens, NY 11372, United States', -73.8836, 40.7495],
  ['89-00 Sutphin Blvd, Jamaica, Queens, NY 11435, United States', -73.8077, 40.702],
  ['JFK Airport Terminal 4, Jamaica, Queens, NY 11430, United States', -73.7781, 40.6413],
  [
    'LaGuardia Airport Terminal B, East Elmhurst, Queens, NY 11371, United States',
    -73.874,
    40.7769,
  ],
];

/** People type the long forms; the labels use the postal abbreviations. */
const abbreviations: Readonly<Record<string, string>> = {
  avenue: 'ave',
  street: 'st',
  boulevard: 'blvd',
  parkway: 'pkwy',
  square: 'sq',
  east: 'e',
  west: 'w',
};

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);

const index = places.map(([label, longitude, latitude]) => {
  const feature: GeocodeFeature = {
    properties: { formatted: label },
    geometry: { coordinates: [longitude, latitude] },
  };
  return { words: wordsOf(label), feature };
});

/**
 * Suggestions from the built-in list: every typed word must begin a word of the address, so
 * "200 kent" and "brook" both find 200 Kent Ave, Brooklyn.
 */
export const gazetteerGeocoder: Geocoder = {
  async autocomplete(text) {
    const typed = wordsOf(text).map((word) => abbreviations[word] ?? word);
    if (typed.length === 0) return [];
    return index
      .filter(({ words }) =>
        typed.every((word) => words.some((candidate) => candidate.startsWith(word))),
      )
      .slice(0, suggestionLimit)
      .map(({ feature }) => feature);
  },
};
