/** Demo data for the pattern stories: partners as the Partners screen lists them. */
export interface DemoPartner {
  id: number;
  name: string;
  email: string;
  status: 'Active' | 'Pending' | 'Suspended';
}

const names = [
  'Horizon Wardrobe',
  'Nomad Knits',
  'Carry-On Couture',
  'Merino Mile',
  'Layover Linen',
  'Trailhead Threads',
  'Drift & Dune',
  'Passport Pockets',
  'Monsoon Shell Co.',
  'Altitude Apparel',
  'Harbour Wool',
  'Northbound Basics',
];

const statuses: DemoPartner['status'][] = ['Active', 'Active', 'Pending', 'Active', 'Suspended'];

export const demoPartners: DemoPartner[] = names.map((name, index) => ({
  id: index + 1,
  name,
  email: `${name
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/\.$/, '')}@example.com`,
  status: statuses[index % statuses.length]!,
}));
