import { describe, expect, it } from 'vitest';
import { riderSchema } from '@packlight/api-types';
import { insuranceText, regionsText, riderDocumentSlots } from './rider-details.ts';

describe('rider details', () => {
  it('joins the regions, from a list or comma-joined text', () => {
    const rider = riderSchema.parse({
      id: 1,
      status: 'Active',
      assigned_region: 'Brooklyn,Queens',
    });
    expect(regionsText(rider.assigned_region)).toBe('Brooklyn, Queens');
    expect(regionsText(null)).toBe('');
  });

  it('reads insurance as a word or a flag', () => {
    expect(insuranceText(true)).toBe('Valid');
    expect(insuranceText(false)).toBe('Not valid');
    expect(insuranceText(' Expired ')).toBe('Expired');
    expect(insuranceText(null)).toBeNull();
  });

  it('lists the licence front and back, missing ones as null', () => {
    expect(riderDocumentSlots({ license_front: { file_path: '/f.png' } })).toEqual([
      { label: 'License front', src: '/f.png' },
      { label: 'License back', src: null },
    ]);
  });
});
