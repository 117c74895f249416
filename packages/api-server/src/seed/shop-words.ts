/**
 * What the demo marketplace sells and says: shops, garments, vehicles, refund reasons and
 * the lines of support conversations.
 * Changing one changes the generated data (for every seed).
 */

export const businessFirst = [
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
export const businessSecond = [
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
export const businessCategories = [
  'Outdoor Apparel',
  'Formal Wear',
  'Streetwear',
  'Vintage',
  'Luxury Rentals',
  'Activewear',
  'Accessories',
  'Kids & Family',
];

export const garmentAdjectives = [
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
export const garments = [
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
export const materials = [
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
export const colours = [
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
export const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
export const grades = ['A+', 'A', 'B', 'C'];

export const vehicles: Record<string, string[]> = {
  Bike: ['Trek FX 2', 'Cannondale Quick', 'Brompton C Line'],
  Scooter: ['Vespa Primavera', 'Honda Metropolitan', 'Segway Ninebot'],
  Car: ['Toyota Prius', 'Honda Civic', 'Hyundai Ioniq'],
  Van: ['Ford Transit', 'Mercedes Sprinter', 'Ram ProMaster'],
};

export const refundReasons = [
  'The jacket arrived with a torn seam on the left sleeve.',
  'Wrong size delivered: I ordered M and received XL.',
  'The dress had a stain that was not in the photos.',
  'Item never arrived although the order says delivered.',
  'The colour is very different from the listing.',
  'Zipper broke on the first day of my trip.',
  'Rental was returned early; asking for the unused days.',
  'Received a different product than the one ordered.',
];
export const ticketSubjects = [
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
export const userLines = [
  'Hi, could you please look into this?',
  'I have attached the details to my order.',
  'Any update on this? It has been a few days.',
  'Thanks, that works for me.',
  'I am travelling next week, so a quick answer would help a lot.',
  'The tracking page has not changed since yesterday.',
  'Is there anything else you need from me?',
];
export const adminLines = [
  'Thanks for reaching out! Let me check that for you.',
  'I have escalated this to the partner and will update you shortly.',
  'Sorry for the trouble. We have issued a correction.',
  'Could you send a photo of the item, please?',
  'All done: you should see the change within 24 hours.',
  'I am closing this ticket now; reply any time if something comes up.',
];
