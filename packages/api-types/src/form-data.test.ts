import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data.ts';
import { partnerFormPayloadSchema } from './schemas/partner-payloads.ts';
import { riderFormPayloadSchema } from './schemas/rider-payloads.ts';

describe('toFormData', () => {
  it('encodes each kind of value the way the schemas read it back', () => {
    const photo = new File(['png'], 'logo.png', { type: 'image/png' });
    const form = toFormData({
      businessName: 'Nomad Threads',
      latitude: 40.7,
      availability: { Monday: { checked: false } },
      assigned_region: ['Brooklyn', 'Queens'],
      profileImage: photo,
      license_front: undefined,
      tax_id: null,
    });
    expect(form.get('businessName')).toBe('Nomad Threads');
    expect(form.get('latitude')).toBe('40.7');
    expect(form.get('availability')).toBe('{"Monday":{"checked":false}}');
    expect(form.get('assigned_region')).toBe('Brooklyn,Queens');
    expect(form.get('profileImage')).toBeInstanceOf(File);
    expect(form.has('license_front')).toBe(false);
    expect(form.has('tax_id')).toBe(false);
  });

  it('round-trips a partner and a rider form through their schemas', () => {
    const partner = {
      businessName: 'Nomad Threads',
      email: 'lena@nomadthreads.test',
      phone: '718-555-0101',
      ownerName: 'Lena Ortiz',
      address: '200 Kent Ave',
      latitude: 40.7,
      availability: { Monday: { checked: true, start_time: '9:00 AM', end_time: '5:00 PM' } },
    };
    const partnerBack = partnerFormPayloadSchema.parse(
      Object.fromEntries(toFormData(partner).entries()),
    );
    expect(partnerBack).toMatchObject(partner);

    const rider = {
      first_name: 'Sam',
      last_name: 'Reyes',
      email: 'sam@riders.test',
      phone: '3475550188',
      address: '5 Court St',
      insurance_expire_date: '2027-06-30',
      assigned_region: ['Brooklyn', 'Queens'],
      vehicle_type: 'Van',
      vehicle_name: 'Ford Transit',
      license_plate: 'NY-42',
    };
    const riderBack = riderFormPayloadSchema.parse(Object.fromEntries(toFormData(rider).entries()));
    expect(riderBack).toMatchObject(rider);
  });
});
