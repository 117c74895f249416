import type {
  notifications,
  orderItems,
  orders,
  partnerDocuments,
  partners,
  productImages,
  products,
  refundImages,
  refunds,
  riderDocuments,
  riderRegions,
  riders,
  StoredAvailability,
  supportMessages,
  supportTickets,
  transactions,
  travelerAddresses,
  travelers,
  users,
} from '../db/schema/index.ts';
import { avatarPath, documentImagePath, evidenceImagePath, productImagePath } from './images.ts';
import { Random } from './random.ts';

/** How much demo data to make, and from which seed. */
export interface DemoDataOptions {
  seed: number;
  travelers: number;
  partners: number;
  riders: number;
  products: number;
  orders: number;
  refunds: number;
  tickets: number;
  /** "Now" for the data: orders reach 13 months back from it. */
  now: Date;
  /** The first users.id to use (ids below it are taken, e.g. by the demo administrator). */
  firstUserId: number;
  /** The administrator who answers tickets and receives notifications. */
  adminId: number | null;
}

export const defaultDemoCounts = {
  travelers: 500,
  partners: 60,
  riders: 40,
  products: 400,
  orders: 2000,
  refunds: 80,
  tickets: 120,
} as const;

export const defaultDemoSeed = 20_260_101;

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Every row of the demo data, with ids, ready for bulk inserts in this order. */
export interface DemoData {
  users: Insert<typeof users>[];
  travelers: Insert<typeof travelers>[];
  travelerAddresses: Insert<typeof travelerAddresses>[];
  partners: Insert<typeof partners>[];
  partnerDocuments: Insert<typeof partnerDocuments>[];
  riders: Insert<typeof riders>[];
  riderRegions: Insert<typeof riderRegions>[];
  riderDocuments: Insert<typeof riderDocuments>[];
  products: Insert<typeof products>[];
  productImages: Insert<typeof productImages>[];
  orders: Insert<typeof orders>[];
  orderItems: Insert<typeof orderItems>[];
  transactions: Insert<typeof transactions>[];
  refunds: Insert<typeof refunds>[];
  refundImages: Insert<typeof refundImages>[];
  supportTickets: Insert<typeof supportTickets>[];
  supportMessages: Insert<typeof supportMessages>[];
  notifications: Insert<typeof notifications>[];
}

const firstNames = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'Mateo',
  'Isabella',
  'Lucas',
  'Mia',
  'Levi',
  'Amelia',
  'Ethan',
  'Harper',
  'James',
  'Evelyn',
  'Aiden',
  'Aria',
  'Samuel',
  'Chloe',
  'Daniel',
  'Layla',
  'Henry',
  'Zoe',
  'Jack',
  'Nora',
  'Owen',
  'Lily',
  'Leo',
  'Hannah',
  'Gabriel',
  'Priya',
  'Arjun',
  'Mei',
  'Hiroshi',
  'Yuki',
  'Sofia',
  'Diego',
  'Camila',
  'Fatima',
  'Omar',
  'Amara',
  'Kwame',
  'Ingrid',
  'Lars',
  'Chiara',
  'Luca',
  'Ana',
  'Tomás',
  'Aisha',
  'Malik',
  'Grace',
  'Wei',
  'Min-jun',
  'Seo-yeon',
  'Noor',
  'Elena',
  'Mateus',
  'Freya',
] as const;
const lastNames = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Patel',
  'Kim',
  'Chen',
  'Tanaka',
  'Okafor',
  'Rossi',
  'Müller',
  'Novak',
  'Silva',
  'Cohen',
  'Haddad',
  'Larsen',
  "O'Brien",
] as const;
const mailDomains = [
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'icloud.com',
  'proton.me',
  'fastmail.com',
];
const countries = {
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

interface Region {
  name: 'Manhattan' | 'Brooklyn' | 'Queens';
  lat: [number, number];
  lng: [number, number];
  zips: [number, number];
  streets: string[];
  neighbourhoods: string[];
}
const nyc: Region[] = [
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
const areaCodes = ['212', '347', '646', '718', '917', '929'];

const businessFirst = [
  'Wander',
  'Nomad',
  'Atlas',
  'Compass',
  'Voyage',
  'Drift',
  'Harbor',
  'Meridian',
  'Summit',
  'Coastline',
  'Passport',
  'Horizon',
  'Latitude',
  'Roam',
  'Jetset',
];
const businessSecond = [
  'Threads',
  'Closet',
  'Apparel',
  'Outfitters',
  'Wardrobe',
  'Tailors',
  'Goods',
  'Rentals',
  'Atelier',
  'Supply Co.',
  'Studio',
  'Collective',
];
const businessCategories = [
  'Outdoor Apparel',
  'Formal Wear',
  'Streetwear',
  'Vintage',
  'Luxury Rentals',
  'Activewear',
  'Accessories',
  'Kids & Family',
];

const garmentAdjectives = [
  'Packable',
  'Wrinkle-Free',
  'Lightweight',
  'Convertible',
  'Waterproof',
  'Insulated',
  'Breathable',
  'Classic',
  'Tailored',
  'Reversible',
  'Quick-Dry',
  'Linen-Blend',
];
const garments = [
  ['Travel Jacket', 'Jackets'],
  ['Rain Shell', 'Outerwear'],
  ['Puffer Vest', 'Outerwear'],
  ['Wrap Dress', 'Dresses'],
  ['Maxi Dress', 'Dresses'],
  ['Button-Down Shirt', 'Shirts'],
  ['Polo Shirt', 'Shirts'],
  ['Chino Trousers', 'Trousers'],
  ['Cargo Pants', 'Trousers'],
  ['Crewneck Sweater', 'Knitwear'],
  ['Cardigan', 'Knitwear'],
  ['Hiking Leggings', 'Activewear'],
  ['Running Tee', 'Activewear'],
  ['Evening Gown', 'Formal Wear'],
  ['Tuxedo', 'Formal Wear'],
  ['Wool Blazer', 'Formal Wear'],
  ['Silk Scarf', 'Accessories'],
  ['Sun Hat', 'Accessories'],
  ['Ski Jacket', 'Outerwear'],
  ['Trench Coat', 'Outerwear'],
] as const;
const materials = [
  'Merino Wool',
  'Cotton',
  'Linen',
  'Nylon',
  'Polyester',
  'Silk',
  'Cashmere',
  'Denim',
  'Gore-Tex',
  'Bamboo',
];
const colours = [
  'Black',
  'Navy',
  'Olive',
  'Sand',
  'Charcoal',
  'Burgundy',
  'Ivory',
  'Forest Green',
  'Sky Blue',
  'Terracotta',
];
const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const grades = ['A+', 'A', 'B', 'C'];

const vehicles: Record<string, string[]> = {
  Bike: ['Trek FX 2', 'Cannondale Quick', 'Brompton C Line'],
  Scooter: ['Vespa Primavera', 'Honda Metropolitan', 'Segway Ninebot'],
  Car: ['Toyota Prius', 'Honda Civic', 'Hyundai Ioniq'],
  Van: ['Ford Transit', 'Mercedes Sprinter', 'Ram ProMaster'],
};

const refundReasons = [
  'The jacket arrived with a torn seam on the left sleeve.',
  'Wrong size delivered: I ordered M and received XL.',
  'The dress had a stain that was not in the photos.',
  'Item never arrived although the order says delivered.',
  'The colour is very different from the listing.',
  'Zipper broke on the first day of my trip.',
  'Rental was returned early; asking for the unused days.',
  'Received a different product than the one ordered.',
];
const ticketSubjects = [
  ['Order has not arrived yet', 'traveler'],
  ['Refund still pending', 'traveler'],
  ['Wrong item in my package', 'traveler'],
  ['Cannot update my shipping address', 'traveler'],
  ['How do rental returns work?', 'traveler'],
  ['Payout missing for last week', 'partner'],
  ['Product stuck in review', 'partner'],
  ['Need to change store hours', 'partner'],
  ['Question about late fees', 'partner'],
  ['App shows wrong delivery region', 'rider'],
  ['Customer was not at the address', 'rider'],
  ['Vehicle insurance renewal', 'rider'],
] as const;
const userLines = [
  'Hi, could you please look into this?',
  'I have attached the details to my order.',
  'Any update on this? It has been a few days.',
  'Thanks, that works for me.',
  'I am travelling next week, so a quick answer would help a lot.',
  'The tracking page has not changed since yesterday.',
  'Is there anything else you need from me?',
];
const adminLines = [
  'Thanks for reaching out! Let me check that for you.',
  'I have escalated this to the partner and will update you shortly.',
  'Sorry for the trouble. We have issued a correction.',
  'Could you send a photo of the item, please?',
  'All done: you should see the change within 24 hours.',
  'I am closing this ticket now; reply any time if something comes up.',
];

const day = 24 * 60 * 60 * 1000;
const statusesInOrder = [
  'Pending',
  'Processing',
  'In Transit',
  'Shipped',
  'Delivered',
  'Completed',
  'Cancelled',
] as const;

/** Makes the demo data in memory: the same options always give the same rows. */
export function generateDemoData(options: DemoDataOptions): DemoData {
  const random = new Random(options.seed);
  const now = options.now.getTime();
  const data: DemoData = {
    users: [],
    travelers: [],
    travelerAddresses: [],
    partners: [],
    partnerDocuments: [],
    riders: [],
    riderRegions: [],
    riderDocuments: [],
    products: [],
    productImages: [],
    orders: [],
    orderItems: [],
    transactions: [],
    refunds: [],
    refundImages: [],
    supportTickets: [],
    supportMessages: [],
    notifications: [],
  };
  let nextUserId = options.firstUserId;
  const usedEmails = new Set<string>();
  const at = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);
  const pastDate = (maxDays: number, minDays = 0) => at(now - random.float(minDays, maxDays) * day);
  const phone = () =>
    `${random.pick(areaCodes)}-${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`;
  const slug = (text: string) => text.normalize('NFD').replace(/[^\w]/g, '').toLowerCase();
  const email = (first: string, last: string, domain: string) => {
    const base = `${slug(first)}.${slug(last)}`;
    let candidate = `${base}@${domain}`;
    for (let n = 2; usedEmails.has(candidate); n++) candidate = `${base}${n}@${domain}`;
    usedEmails.add(candidate);
    return candidate;
  };
  const place = (region = random.pick(nyc)) => {
    const number = random.int(1, 980);
    const street = random.pick(region.streets);
    const zip = random.int(region.zips[0], region.zips[1]);
    const borough = region.name === 'Manhattan' ? 'New York' : region.name;
    return {
      region: region.name,
      neighbourhood: random.pick(region.neighbourhoods),
      address: `${number} ${street}, ${borough}, NY ${zip}`,
      latitude: Number(random.float(region.lat[0], region.lat[1]).toFixed(6)),
      longitude: Number(random.float(region.lng[0], region.lng[1]).toFixed(6)),
    };
  };
  const person = () => {
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    return { first, last, name: `${first} ${last}` };
  };
  const money = (min: number, max: number, step = 100) =>
    Math.round(random.float(min, max) / step) * step;

  // Travelers.
  const travelerUsers: {
    travelerId: number;
    userId: number;
    name: string;
    phone: string;
    createdAt: Date;
  }[] = [];
  for (let i = 1; i <= options.travelers; i++) {
    const who = person();
    const userId = nextUserId++;
    const createdAt = pastDate(540, 1);
    const travelerPhone = phone();
    data.users.push({
      id: userId,
      type: 'traveler',
      firstName: who.first,
      lastName: who.last,
      name: who.name,
      email: email(who.first, who.last, random.pick(mailDomains)),
      phone: travelerPhone,
      profilePhoto: random.chance(0.8) ? avatarPath(i) : null,
      createdAt,
      updatedAt: createdAt,
    });
    const country = random.weighted(countries);
    data.travelers.push({
      id: i,
      userId,
      country,
      status: random.chance(0.88) ? 'Active' : 'Suspended',
      lastActiveAt: at(createdAt.getTime() + random.next() * (now - createdAt.getTime())),
      createdAt,
      updatedAt: createdAt,
    });
    const home = place();
    if (random.chance(0.9)) {
      data.travelerAddresses.push({
        travelerId: i,
        type: 'shipping',
        name: who.name,
        country: 'United States',
        phone: travelerPhone,
        address: home.address,
        latitude: home.latitude,
        longitude: home.longitude,
        createdAt,
      });
    }
    if (random.chance(0.6)) {
      const billing = random.chance(0.6) ? home : place();
      data.travelerAddresses.push({
        travelerId: i,
        type: 'billing',
        name: who.name,
        country,
        phone: travelerPhone,
        address: billing.address,
        latitude: billing.latitude,
        longitude: billing.longitude,
        createdAt,
      });
    }
    travelerUsers.push({ travelerId: i, userId, name: who.name, phone: travelerPhone, createdAt });
  }

  // Partners: about two thirds approved, the rest pending or suspended (all three statuses).
  const partnerRows: { id: number; userId: number; status: string }[] = [];
  for (let i = 1; i <= options.partners; i++) {
    const who = person();
    const userId = nextUserId++;
    const createdAt = pastDate(720, 30);
    const status = i % 5 === 4 ? 'Pending' : i % 7 === 6 ? 'Suspended' : 'Active';
    const business = `${random.pick(businessFirst)} ${random.pick(businessSecond)}`;
    const domain = `${slug(business)}.com`;
    data.users.push({
      id: userId,
      type: 'partner',
      firstName: who.first,
      lastName: who.last,
      name: who.name,
      email: email(who.first, who.last, domain),
      phone: phone(),
      profilePhoto: avatarPath(i + 7),
      createdAt,
      updatedAt: createdAt,
    });
    const where = place();
    const weekend = random.chance(0.6);
    const availability: StoredAvailability = {};
    for (const weekday of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      availability[weekday] = {
        checked: true,
        start_time: random.pick(['8:00 AM', '9:00 AM', '10:00 AM']),
        end_time: random.pick(['5:00 PM', '6:00 PM', '7:30 PM']),
      };
    }
    availability.Saturday = weekend
      ? { checked: true, start_time: '10:00 AM', end_time: '4:00 PM' }
      : { checked: false, start_time: null, end_time: null };
    availability.Sunday = { checked: false, start_time: null, end_time: null };
    const reviews = status === 'Pending' ? 0 : random.int(0, 420);
    data.partners.push({
      id: i,
      userId,
      businessName: business,
      category: random.pick(businessCategories),
      location: `${where.neighbourhood}, ${where.region}`,
      address: where.address,
      latitude: where.latitude,
      longitude: where.longitude,
      taxId:
        status === 'Pending' && random.chance(0.4)
          ? null
          : String(random.int(100_000_000, 999_999_999)),
      status: status as 'Active' | 'Pending' | 'Suspended',
      availability,
      averageRating: reviews > 0 ? Number(random.float(3.2, 5).toFixed(1)) : null,
      reviewsCount: reviews,
      latestComplaint: random.chance(0.25)
        ? random.pick([
            'Late handover to rider.',
            'Item not as described.',
            'Slow to answer messages.',
          ])
        : null,
      createdAt,
      updatedAt: createdAt,
    });
    if (status !== 'Pending' || random.chance(0.5)) {
      for (const [kind, side, image] of [
        ['license', 'front', 'license-front'],
        ['license', 'back', 'license-back'],
        ['owner_id_card', 'front', 'id-front'],
        ['owner_id_card', 'back', 'id-back'],
      ] as const) {
        data.partnerDocuments.push({
          partnerId: i,
          kind,
          side,
          filePath: documentImagePath(image, i),
          createdAt,
        });
      }
    }
    partnerRows.push({ id: i, userId, status });
  }

  // Riders.
  const riderRows: { id: number; userId: number; name: string; active: boolean }[] = [];
  for (let i = 1; i <= options.riders; i++) {
    const who = person();
    const userId = nextUserId++;
    const createdAt = pastDate(600, 20);
    const vehicleType = random.pick(Object.keys(vehicles));
    const regions = random.sample(nyc, random.int(1, 3));
    const home = place(regions[0]);
    const active = random.chance(0.85);
    data.users.push({
      id: userId,
      type: 'rider',
      firstName: who.first,
      lastName: who.last,
      name: who.name,
      email: email(who.first, who.last, 'riders.packlight.dev'),
      phone: phone(),
      profilePhoto: avatarPath(i + 23),
      createdAt,
      updatedAt: createdAt,
    });
    const insurance = new Date(now + random.int(-30, 900) * day).toISOString().slice(0, 10);
    data.riders.push({
      id: i,
      userId,
      riderCode: `RD-${String(i).padStart(4, '0')}`,
      address: home.address,
      latitude: home.latitude,
      longitude: home.longitude,
      status: active ? 'Active' : 'Suspended',
      availabilityStatus: active && random.chance(0.55) ? 'Online' : 'Offline',
      vehicleType,
      vehicleName: random.pick(vehicles[vehicleType] as string[]),
      licensePlate:
        vehicleType === 'Bike'
          ? null
          : `${String.fromCharCode(65 + random.int(0, 25), 65 + random.int(0, 25), 65 + random.int(0, 25))}-${random.int(1000, 9999)}`,
      licenseStatus: random.chance(0.9) ? 'Verified' : 'Pending',
      insuranceExpireDate: insurance,
      averageRating: Number(random.float(3.5, 5).toFixed(1)),
      reviewsCount: random.int(0, 600),
      averageDeliveryMinutes: random.int(18, 55),
      latestComplaint: random.chance(0.2)
        ? random.pick(['Package left outside the door.', 'Arrived later than the ETA.'])
        : null,
      createdAt,
      updatedAt: createdAt,
    });
    for (const region of regions) data.riderRegions.push({ riderId: i, region: region.name });
    data.riderDocuments.push(
      {
        riderId: i,
        kind: 'license_front',
        filePath: documentImagePath('license-front', i + 3),
        createdAt,
      },
      {
        riderId: i,
        kind: 'license_back',
        filePath: documentImagePath('license-back', i + 3),
        createdAt,
      },
    );
    riderRows.push({ id: i, userId, name: who.name, active });
  }

  // Products, mostly from approved partners.
  const sellers = partnerRows.filter((partner) => partner.status !== 'Pending');
  const sellerPool = sellers.length > 0 ? sellers : partnerRows;
  const productsByPartner = new Map<
    number,
    { id: number; name: string; image: string; priceCents: number }[]
  >();
  let imageCounter = 0;
  for (let i = 1; i <= options.products && sellerPool.length > 0; i++) {
    const partner =
      i <= partnerRows.length && random.chance(0.1)
        ? (partnerRows[i - 1] as (typeof partnerRows)[number])
        : random.pick(sellerPool);
    const [garment, category] = random.pick(garments);
    const material = random.pick(materials);
    const name = `${random.pick(garmentAdjectives)} ${material} ${garment}`;
    const rental = random.chance(0.45);
    const status =
      partner.status === 'Pending'
        ? 'Pending'
        : random.weighted({ Active: 70, Pending: 20, Suspended: 10 });
    const priceCents = money(2500, 40000, 100) - 1;
    const createdAt = pastDate(500, 1);
    data.products.push({
      id: i,
      partnerId: partner.id,
      productCode: `PRD-${String(i).padStart(5, '0')}`,
      name,
      category,
      type: rental ? 'Rental' : 'Purchase',
      status,
      verificationStatus:
        status === 'Active' ? 'Verified' : status === 'Pending' ? 'Pending' : 'Rejected',
      buyPriceCents: priceCents,
      depositCents: rental ? money(2000, 15000, 500) : null,
      stock: status === 'Active' && random.chance(0.1) ? 0 : random.int(1, 40),
      conditionGrade: random.pick(grades),
      size: random.pick(sizes),
      color: random.pick(colours),
      material,
      minRentalDays: rental ? random.int(1, 3) : null,
      maxRentalDays: rental ? random.int(7, 30) : null,
      lateFeeCents: rental ? money(500, 2500, 50) : null,
      createdAt,
      updatedAt: createdAt,
    });
    const imageCount = random.int(1, 3);
    let primary = '';
    for (let position = 0; position < imageCount; position++) {
      const path = productImagePath(imageCounter++);
      if (position === 0) primary = path;
      data.productImages.push({ productId: i, imagePath: path, position });
    }
    if (status === 'Active') {
      const list = productsByPartner.get(partner.id) ?? [];
      list.push({ id: i, name, image: primary, priceCents });
      productsByPartner.set(partner.id, list);
    }
  }

  // Orders over the last 13 months, in every status (the first seven take one each).
  const partnersWithProducts = [...productsByPartner.keys()];
  const deliverable: { id: number; totalCents: number; createdAt: Date; travelerId: number }[] = [];
  const activeRiders = riderRows.filter((rider) => rider.active);
  const riderPool = activeRiders.length > 0 ? activeRiders : riderRows;
  for (
    let i = 1;
    i <= options.orders && partnersWithProducts.length > 0 && travelerUsers.length > 0;
    i++
  ) {
    const createdAt = pastDate(395);
    const ageDays = (now - createdAt.getTime()) / day;
    const status =
      i <= statusesInOrder.length
        ? (statusesInOrder[i - 1] as string)
        : ageDays < 3
          ? random.weighted({
              Pending: 40,
              Processing: 25,
              'In Transit': 20,
              Shipped: 10,
              Cancelled: 5,
            })
          : ageDays < 10
            ? random.weighted({
                Pending: 8,
                Processing: 10,
                'In Transit': 12,
                Shipped: 20,
                Delivered: 40,
                Cancelled: 10,
              })
            : random.weighted({ Delivered: 45, Completed: 45, Cancelled: 10, Pending: 1 });
    const traveler = random.pick(travelerUsers);
    const partnerId = random.pick(partnersWithProducts);
    const catalogue = productsByPartner.get(partnerId) ?? [];
    const lines = random.sample(catalogue, Math.min(catalogue.length, random.int(1, 4)));
    let subtotal = 0;
    for (const line of lines) {
      const quantity = random.chance(0.8) ? 1 : random.int(2, 3);
      subtotal += line.priceCents * quantity;
      data.orderItems.push({
        orderId: i,
        productId: line.id,
        productName: line.name,
        productImage: line.image,
        priceCents: line.priceCents,
        quantity,
        totalCents: line.priceCents * quantity,
      });
    }
    const pending = status === 'Pending';
    const discount = !pending && random.chance(0.2) ? Math.round(subtotal * 0.1) : 0;
    const shipping = pending ? 0 : random.pick([0, 599, 999]);
    const total = subtotal - discount + shipping;
    const hasRider =
      !pending && !(status === 'Cancelled' && random.chance(0.6)) && riderPool.length > 0;
    const rider = hasRider ? random.pick(riderPool) : null;
    const moving = ['Processing', 'In Transit', 'Shipped'].includes(status);
    data.orders.push({
      id: i,
      travelerId: traveler.travelerId,
      partnerId,
      riderId: rider?.id ?? null,
      status,
      subtotalCents: subtotal,
      discountCents: discount,
      shippingCents: shipping,
      totalCents: total,
      eta: moving ? `${random.int(15, 90)} min` : pending ? `${random.int(1, 3)} days` : null,
      contactName: traveler.name,
      contactPhone: traveler.phone,
      assignedAt: rider ? at(createdAt.getTime() + random.int(5, 120) * 60_000) : null,
      createdAt,
      updatedAt: createdAt,
    });
    if (!pending) {
      const method = random.pick([
        'Visa •••• 4242',
        'Mastercard •••• 4444',
        'Apple Pay',
        'PayPal',
        'Amex •••• 0005',
      ]);
      data.transactions.push({
        orderId: i,
        paymentMethod: method,
        amountCents: total,
        feeCents: Math.round(total * 0.029) + 30,
        status: 'Completed',
        createdAt: at(createdAt.getTime() + 60_000),
      });
      if (status === 'Cancelled') {
        data.transactions.push({
          orderId: i,
          paymentMethod: method,
          amountCents: -total,
          feeCents: 0,
          status: 'Refunded',
          createdAt: at(createdAt.getTime() + day / 2),
        });
      }
    }
    if (status === 'Delivered' || status === 'Completed') {
      deliverable.push({ id: i, totalCents: total, createdAt, travelerId: traveler.travelerId });
    }
  }

  // Refunds on delivered orders.
  const refunded = random.sample(deliverable, Math.min(options.refunds, deliverable.length));
  refunded.forEach((order, index) => {
    const id = index + 1;
    const requestedAt = at(
      Math.min(now - 60_000, order.createdAt.getTime() + random.float(2, 20) * day),
    );
    const status =
      index < 3
        ? (['Pending', 'Processed', 'Rejected'] as const)[index]!
        : random.weighted({ Pending: 40, Processed: 40, Rejected: 20 });
    data.refunds.push({
      id,
      orderId: order.id,
      refundCode: `RF-${String(id).padStart(5, '0')}`,
      reason: random.pick(refundReasons),
      status,
      amountCents: random.chance(0.7)
        ? order.totalCents
        : Math.round(order.totalCents * random.float(0.2, 0.8)),
      requestedAt,
      decidedAt:
        status === 'Pending' ? null : at(requestedAt.getTime() + random.float(0.5, 5) * day),
    });
    for (let k = random.int(1, 3); k > 0; k--) {
      data.refundImages.push({ refundId: id, imagePath: evidenceImagePath(random.int(0, 50)) });
    }
  });

  // Support tickets with conversations.
  const senders = {
    traveler: travelerUsers.map((t) => t.userId),
    partner: partnerRows.map((p) => p.userId),
    rider: riderRows.map((r) => r.userId),
  };
  const ordersOf = new Map<number, number[]>();
  for (const order of data.orders) {
    const list = ordersOf.get(order.travelerId) ?? [];
    list.push(order.id as number);
    ordersOf.set(order.travelerId, list);
  }
  const travelerIdOfUser = new Map(travelerUsers.map((t) => [t.userId, t.travelerId]));
  for (let i = 1; i <= options.tickets; i++) {
    const [subject, kind] = random.pick(ticketSubjects);
    const pool = senders[kind].length > 0 ? senders[kind] : senders.traveler;
    if (pool.length === 0) break;
    const userId = random.pick(pool);
    const senderType = senders[kind].length > 0 ? kind : 'traveler';
    const createdAt = pastDate(90);
    const status =
      i <= 4
        ? (['Pending', 'In Progress', 'Resolved', 'Rejected'] as const)[i - 1]!
        : random.weighted({ Pending: 35, 'In Progress': 30, Resolved: 30, Rejected: 5 });
    const travelerOrders =
      senderType === 'traveler' ? ordersOf.get(travelerIdOfUser.get(userId) ?? 0) : undefined;
    const opening = `${subject}. ${random.pick(userLines)}`;
    data.supportTickets.push({
      id: i,
      ticketCode: `TCK-${String(i).padStart(5, '0')}`,
      userId,
      subject,
      message: opening,
      status,
      orderId: travelerOrders && random.chance(0.5) ? random.pick(travelerOrders) : null,
      createdAt,
      updatedAt: createdAt,
    });
    let time = createdAt.getTime();
    const count = status === 'Pending' ? random.int(1, 2) : random.int(2, 8);
    for (let m = 0; m < count; m++) {
      const fromUser = m % 2 === 0 || options.adminId === null;
      time = Math.min(now - 1000, time + random.float(0.05, 1.5) * day);
      data.supportMessages.push({
        ticketId: i,
        senderId: fromUser ? userId : options.adminId,
        senderType: fromUser ? senderType : 'admin',
        message: m === 0 ? opening : fromUser ? random.pick(userLines) : random.pick(adminLines),
        createdAt: at(time),
      });
    }
  }

  // A few notifications for the administrator, the newest unread.
  if (options.adminId !== null) {
    const adminId = options.adminId;
    const notify = (
      title: string,
      message: string,
      url: string,
      hoursAgo: number,
      read: boolean,
      type: string,
    ) => {
      const createdAt = at(now - hoursAgo * 3_600_000);
      data.notifications.push({
        id: uuidFrom(random),
        type: `App\\Notifications\\${type}`,
        notifiableType: 'App\\Models\\User',
        notifiableId: adminId,
        data: { title, message, url },
        readAt: read ? at(createdAt.getTime() + 3_600_000) : null,
        createdAt,
        updatedAt: createdAt,
      });
    };
    data.partners
      .filter((p) => p.status === 'Pending')
      .slice(0, 3)
      .forEach((partner, k) =>
        notify(
          'New partner application',
          `${partner.businessName} applied to sell on Packlight.`,
          `/partners/profile/${partner.id}`,
          2 + k * 5,
          false,
          'PartnerApplicationReceived',
        ),
      );
    data.refunds
      .filter((r) => r.status === 'Pending')
      .slice(0, 3)
      .forEach((refund, k) =>
        notify(
          'Refund requested',
          `Refund ${refund.refundCode} is waiting for a decision.`,
          `/refund/refundsdetail/${refund.id}`,
          4 + k * 7,
          k > 0,
          'RefundRequested',
        ),
      );
    data.supportTickets
      .filter((t) => t.status === 'Pending')
      .slice(0, 3)
      .forEach((ticket, k) =>
        notify(
          'New support ticket',
          `${ticket.subject} (${ticket.ticketCode})`,
          `/support/chatsupport/${ticket.id}`,
          1 + k * 9,
          k > 1,
          'SupportTicketOpened',
        ),
      );
    data.orders
      .filter((o) => o.status === 'Pending' && o.riderId === null)
      .slice(0, 3)
      .forEach((order, k) =>
        notify(
          'Order needs a rider',
          `Order #ORD-${order.id} is waiting for a rider.`,
          `/orders/assignrider/${order.id}`,
          3 + k * 11,
          k > 0,
          'OrderAwaitingRider',
        ),
      );
  }

  return data;
}

/** A version-4 UUID from the seeded generator (deterministic, unlike crypto.randomUUID). */
function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((random.int(0, 15) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
