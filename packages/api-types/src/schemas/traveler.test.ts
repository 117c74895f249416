import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing.ts';
import {
  travelerBulkUpdatePayloadSchema,
  travelerDetailSchema,
  travelerExportPayloadSchema,
  travelerSchema,
} from './traveler.ts';

const listRow = {
  id: 12,
  name: 'Mina Park',
  email: 'mina@example.test',
  phone: '917-555-0134',
  country: 'South Korea',
  profile_photo: '/storage/travelers/12.jpg',
  status: 'Active',
  order: [{ id: 301, status: 'Delivered', partner_name: 'Nomad Threads' }],
  last_active: '2026-11-20T10:00:00Z',
};

describe('travelerSchema', () => {
  it('reads a list row', () => {
    expect(travelerSchema.parse(listRow)).toMatchObject({ id: 12, status: 'Active' });
  });

  it('reads a status in any case as the canonical one', () => {
    expect(travelerSchema.parse({ ...listRow, status: 'suspended' }).status).toBe('Suspended');
  });

  it('refuses an unknown status', () => {
    const result = travelerSchema.safeParse({ ...listRow, status: 'Banned' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['status'], code: 'invalid_value' });
  });
});

describe('travelerDetailSchema', () => {
  it('reads a profile with spend and addresses', () => {
    const detail = travelerDetailSchema.parse({
      ...listRow,
      created_at: '2025-01-02T00:00:00Z',
      total_amount_spent: '1234.50',
      addresses: [
        {
          type: 'Shipping',
          name: 'Mina Park',
          country: 'USA',
          phone: '917-555-0134',
          address: '1 Main St, Brooklyn',
          latitude: '40.6782',
          longitude: -73.9442,
        },
      ],
    });
    expect(detail.total_amount_spent).toBe(1234.5);
    expect(detail.addresses?.[0]).toMatchObject({ type: 'shipping', latitude: 40.6782 });
  });

  it('refuses an address of an unknown type', () => {
    const result = travelerDetailSchema.safeParse({ ...listRow, addresses: [{ type: 'home' }] });
    expect(result.error?.issues[0]?.path).toEqual(['addresses', 0, 'type']);
  });
});

describe('traveler payloads', () => {
  it('bulk-updates with Activate or Deactivate', () => {
    expect(travelerBulkUpdatePayloadSchema.parse({ ids: [1, 2], status: 'Deactivate' })).toEqual({
      ids: [1, 2],
      status: 'Deactivate',
    });
    expect(fieldErrors(travelerBulkUpdatePayloadSchema, { ids: [], status: 'Suspend' })).toEqual({
      ids: ['The ids field is required.'],
      status: ['The selected status is invalid.'],
    });
  });

  it('exports chosen ids only', () => {
    expect(travelerExportPayloadSchema.parse({ ids: [3] })).toEqual({ ids: [3] });
    expect(fieldErrors(travelerExportPayloadSchema, { ids: [1, 'x'] })).toEqual({
      'ids.1': ['The ids.* field must be an integer.'],
    });
    expect(fieldErrors(travelerExportPayloadSchema, { ids: '1,2' })).toEqual({
      ids: ['The ids field must be an array.'],
    });
  });
});
