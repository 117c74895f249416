import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing.ts';
import { assignRiderPayloadSchema, orderSchema } from './order.ts';
import { refundSchema, refundStatusUpdatePayloadSchema } from './refund.ts';

const order = {
  id: 301,
  status: 'Pending',
  created_at: '2026-11-19T14:03:00Z',
  eta: '2026-11-21',
  total_price: '245.00',
  items_count: 2,
  items: [
    {
      product_image: '/storage/products/40.jpg',
      product_name: 'Packable parka',
      price: 189,
      quantity: 1,
      total: 189,
    },
    { product_image: null, product_name: 'Merino tee', price: '28.00', quantity: 2, total: 56 },
  ],
  transactions: [{ id: 'txn_1', payment_method: 'Card', amount: 245, fee: 7.4 }],
  rider: null,
  traveler: {
    name: 'Mina Park',
    email: 'mina@example.test',
    addresses: [{ type: 'billing', address: '1 Main St' }],
  },
  partner: {
    name: 'Lena Ortiz',
    business_name: 'Nomad Threads',
    latitude: '40.7',
    longitude: '-73.9',
  },
  traveler_name: 'Mina Park',
  partner_name: 'Nomad Threads',
};

describe('orderSchema', () => {
  it('reads an unassigned order with items and parties', () => {
    const parsed = orderSchema.parse(order);
    expect(parsed.total_price).toBe(245);
    expect(parsed.items?.[1]?.price).toBe(28);
    expect(parsed.rider).toBeNull();
    expect(parsed.partner?.latitude).toBe(40.7);
  });

  it('keeps statuses it does not know, for the dashboard to count', () => {
    expect(orderSchema.parse({ id: 1, status: 'Returned' }).status).toBe('Returned');
  });

  it('refuses an order without an id', () => {
    const result = orderSchema.safeParse({ ...order, id: undefined });
    expect(result.error?.issues[0]).toMatchObject({ path: ['id'], code: 'invalid_type' });
  });
});

describe('assignRiderPayloadSchema', () => {
  it('takes an order and a rider', () => {
    expect(assignRiderPayloadSchema.parse({ order_id: 301, rider_id: 8 })).toEqual({
      order_id: 301,
      rider_id: 8,
    });
    expect(fieldErrors(assignRiderPayloadSchema, { order_id: 301 })).toEqual({
      rider_id: ['The rider id field is required.'],
    });
  });
});

describe('refundSchema', () => {
  const refund = {
    id: 17,
    refund_id: 'RF-017',
    orderId: 301,
    reason: 'Item arrived torn',
    images: [{ image_path: '/storage/refunds/17-1.jpg' }],
    order,
    traveler: { name: 'Mina Park' },
    partner: { name: 'Lena Ortiz' },
    requested_at: '2026-11-20T08:00:00Z',
    status: 'pending',
    amount: '56.00',
  };

  it('reads a refund with its order', () => {
    expect(refundSchema.parse(refund)).toMatchObject({ status: 'Pending', amount: 56 });
  });

  it('refuses an unknown status', () => {
    expect(refundSchema.safeParse({ ...refund, status: 'Approved' }).success).toBe(false);
  });

  it('updates to Processed or Rejected only', () => {
    expect(refundStatusUpdatePayloadSchema.parse({ id: 17, status: 'Processed' })).toEqual({
      id: 17,
      status: 'Processed',
    });
    expect(fieldErrors(refundStatusUpdatePayloadSchema, { id: 17, status: 'processed' })).toEqual({
      status: ['The selected status is invalid.'],
    });
  });
});
