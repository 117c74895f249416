/**
 * Where the demo people live: travelers' countries, NYC's boroughs and one city abroad per
 * country, with their streets, codes and phones.
 * Changing one changes the generated data (for every seed).
 */

export const countries = {
  'United States': 55,
  'United Kingdom': 8,
  Canada: 7,
  Germany: 5,
  France: 5,
  Japan: 4,
  Australia: 4,
  Brazil: 3,
  India: 3,
  Spain: 3,
  Italy: 3,
} as const;

export interface Region {
  name: 'Manhattan' | 'Brooklyn' | 'Queens';
  lat: [number, number];
  lng: [number, number];
  zips: [number, number];
  streets: string[];
  neighbourhoods: string[];
}
export const nyc: Region[] = [
  {
    name: 'Manhattan',
    lat: [40.705, 40.8],
    lng: [-74.012, -73.935],
    zips: [10001, 10040],
    streets: [
      'Broadway',
      '5th Avenue',
      'Lexington Avenue',
      'Madison Avenue',
      'Park Avenue',
      'Amsterdam Avenue',
      'W 14th Street',
      'Canal Street',
      'E Houston Street',
      '7th Avenue',
      'Bleecker Street',
      'W 72nd Street',
    ],
    neighbourhoods: [
      'SoHo',
      'Chelsea',
      'Upper West Side',
      'East Village',
      'Tribeca',
      'Harlem',
      'Midtown',
    ],
  },
  {
    name: 'Brooklyn',
    lat: [40.6, 40.705],
    lng: [-74.0, -73.9],
    zips: [11201, 11238],
    streets: [
      'Atlantic Avenue',
      'Flatbush Avenue',
      'Bedford Avenue',
      'Court Street',
      'Smith Street',
      '5th Avenue',
      'Myrtle Avenue',
      'Nostrand Avenue',
      'Driggs Avenue',
      'Franklin Avenue',
    ],
    neighbourhoods: [
      'Williamsburg',
      'Park Slope',
      'DUMBO',
      'Bushwick',
      'Cobble Hill',
      'Crown Heights',
      'Greenpoint',
    ],
  },
  {
    name: 'Queens',
    lat: [40.7, 40.775],
    lng: [-73.93, -73.78],
    zips: [11101, 11375],
    streets: [
      'Queens Boulevard',
      'Steinway Street',
      'Northern Boulevard',
      'Jamaica Avenue',
      'Roosevelt Avenue',
      'Ditmars Boulevard',
      '31st Street',
      'Austin Street',
      'Vernon Boulevard',
    ],
    neighbourhoods: [
      'Astoria',
      'Long Island City',
      'Flushing',
      'Forest Hills',
      'Jackson Heights',
      'Sunnyside',
    ],
  },
];
/**
 * New York's area codes by borough: 212 and 646 are Manhattan's, 718, 347 and 929 the other
 * boroughs', 917 (mobiles) any of them. A demo phone agrees with its address.
 */
export const boroughAreaCodes: Record<Region['name'], readonly string[]> = {
  Manhattan: ['212', '646', '917'],
  Brooklyn: ['718', '347', '929', '917'],
  Queens: ['718', '347', '929', '917'],
};

/** A city of a traveler who lives outside the United States: its streets, codes and phones. */
export interface AbroadCity {
  city: string;
  streets: readonly string[];
  postcodes: readonly string[];
  /** The city's phone numbers, international form; each # is a digit. */
  phone: string;
  lat: number;
  lng: number;
}

/** One city per country of `countries` other than the United States. */
export const abroadCities: Record<Exclude<keyof typeof countries, 'United States'>, AbroadCity> = {
  'United Kingdom': {
    city: 'London',
    streets: ['Baker Street', 'Camden High Street', 'Kings Road', 'Brick Lane'],
    postcodes: ['NW1 6XE', 'NW1 8NH', 'SW3 4UT', 'E1 6QL'],
    phone: '+44 20 #### ####',
    lat: 51.507,
    lng: -0.128,
  },
  Canada: {
    city: 'Toronto',
    streets: ['Queen Street West', 'Yonge Street', 'Dundas Street', 'King Street East'],
    postcodes: ['M5V 2A8', 'M4Y 1X5', 'M5T 1R5', 'M5A 1J3'],
    phone: '+1 (416) ###-####',
    lat: 43.653,
    lng: -79.383,
  },
  Germany: {
    city: 'Berlin',
    streets: ['Torstraße', 'Kastanienallee', 'Oranienstraße', 'Friedrichstraße'],
    postcodes: ['10119', '10435', '10999', '10117'],
    phone: '+49 30 ########',
    lat: 52.52,
    lng: 13.405,
  },
  France: {
    city: 'Paris',
    streets: ['Rue de Rivoli', 'Rue Oberkampf', 'Boulevard Voltaire', 'Rue du Bac'],
    postcodes: ['75001', '75011', '75011', '75007'],
    phone: '+33 1 ## ## ## ##',
    lat: 48.857,
    lng: 2.352,
  },
  Japan: {
    city: 'Tokyo',
    streets: ['Omotesando', 'Meiji-dori', 'Yasukuni-dori', 'Aoyama-dori'],
    postcodes: ['150-0001', '150-0043', '160-0022', '107-0062'],
    phone: '+81 3-####-####',
    lat: 35.676,
    lng: 139.65,
  },
  Australia: {
    city: 'Sydney',
    streets: ['George Street', 'Oxford Street', 'King Street', 'Crown Street'],
    postcodes: ['2000', '2010', '2042', '2010'],
    phone: '+61 2 #### ####',
    lat: -33.869,
    lng: 151.209,
  },
  Brazil: {
    city: 'São Paulo',
    streets: ['Avenida Paulista', 'Rua Augusta', 'Rua Oscar Freire', 'Rua da Consolação'],
    postcodes: ['01310-100', '01305-000', '01426-001', '01302-000'],
    phone: '+55 11 9####-####',
    lat: -23.55,
    lng: -46.633,
  },
  India: {
    city: 'Mumbai',
    streets: ['Linking Road', 'Hill Road', 'Colaba Causeway', 'Marine Drive'],
    postcodes: ['400050', '400050', '400005', '400020'],
    phone: '+91 22 #### ####',
    lat: 19.076,
    lng: 72.878,
  },
  Spain: {
    city: 'Madrid',
    streets: ['Gran Vía', 'Calle de Serrano', 'Calle de Fuencarral', 'Calle Mayor'],
    postcodes: ['28013', '28001', '28004', '28013'],
    phone: '+34 91 ### ## ##',
    lat: 40.417,
    lng: -3.704,
  },
  Italy: {
    city: 'Rome',
    streets: ['Via del Corso', 'Via Condotti', 'Via Nazionale', 'Via Cola di Rienzo'],
    postcodes: ['00186', '00187', '00184', '00192'],
    phone: '+39 06 #### ####',
    lat: 41.903,
    lng: 12.496,
  },
};
