import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing.ts';
import { productSchema, productStatusUpdatePayloadSchema } from './product.ts';

const product = {
  id: 40,
  product_id: 'PRD-040',
  name: 'Packable parka',
  category: 'Outerwear',
  type: 'Rental',
  status: 'Active',
  verification_status: 'Verified',
  buy_price: '189.00',
  deposit: 50,
  stock: 3,
  condition_grade: 'A',
  partner: {
    name: 'Lena Ortiz',
    email: 'lena@nomadthreads.test',
    profile_photo: null,
    business_name: 'Nomad Threads',
  },
  min_rental: 3,
  max_rental: 14,
  late_fee: 7.5,
  size: 'M',
  color: 'Olive',
  material: 'Recycled nylon',
  rental_stats: { completed_rentals: 18, cancelled_rentals: 1 },
  primary_image: '/storage/products/40.jpg',
  images: [{ image_url: '/storage/products/40-1.jpg' }],
  videos: [{ video_url: 'https://youtu.be/abc', video_path: null, thumbnail: null }],
};

describe('productSchema', () => {
  it('reads a rental product with prices in dollars', () => {
    expect(productSchema.parse(product)).toMatchObject({
      buy_price: 189,
      late_fee: 7.5,
      rental_stats: { completed_rentals: 18 },
    });
  });

  it('refuses a negative stock', () => {
    const result = productSchema.safeParse({ ...product, stock: -1 });
    expect(result.error?.issues[0]?.path).toEqual(['stock']);
  });
});

describe('productStatusUpdatePayloadSchema', () => {
  it('takes accept, reject or suspended', () => {
    expect(productStatusUpdatePayloadSchema.parse({ id: 40, status: 'reject' })).toEqual({
      id: 40,
      status: 'reject',
    });
    expect(fieldErrors(productStatusUpdatePayloadSchema, { id: 0, status: 'approve' })).toEqual({
      id: ['The selected id is invalid.'],
      status: ['The selected status is invalid.'],
    });
  });
});
