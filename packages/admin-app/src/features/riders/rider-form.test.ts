import { describe, expect, it } from 'vitest';
import { riderSchema, toFormData } from '@packlight/api-types';
import {
  emptyRiderForm,
  riderFormErrors,
  riderFormValues,
  riderPayload,
  type RiderFormValues,
} from './rider-form.ts';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });

function filled(): RiderFormValues {
  return {
    ...emptyRiderForm(),
    first_name: 'Aria',
    last_name: 'Taylor',
    email: 'aria@riders.test',
    phone: '917-851-5413',
    address: { address: '939 7th Avenue, New York', latitude: 40.76, longitude: -73.95 },
    insurance_expire_date: '2028-07-01',
    assigned_region: ['Brooklyn', 'Queens'],
    vehicle_type: 'Scooter',
    vehicle_name: 'Vespa',
    license_plate: 'VKK-2385',
  };
}

describe('riderPayload', () => {
  it('sends the regions comma-joined in the multipart body', () => {
    const form = toFormData(riderPayload(filled(), false));
    expect(form.get('assigned_region')).toBe('Brooklyn,Queens');
    expect(form.get('latitude')).toBe('40.76');
  });

  it('names a new picture profileImage to add and profile_photo to update', () => {
    const values = { ...filled(), profile_photo: png() };
    expect(riderPayload(values, false)).toHaveProperty('profileImage', values.profile_photo);
    expect(riderPayload(values, true)).toHaveProperty('profile_photo', values.profile_photo);
  });

  it('never sends the address of an image already on file', () => {
    const values = { ...filled(), license_front: '/storage/old.png', license_back: png() };
    const payload = riderPayload(values, true);
    expect(payload.license_front).toBeUndefined();
    expect(payload.license_back).toBeInstanceOf(File);
  });
});

describe('riderFormErrors', () => {
  it('passes a complete form', () => {
    expect(riderFormErrors(filled())).toEqual({});
  });

  it('names each missing field in the server wording', () => {
    const errors = riderFormErrors(emptyRiderForm());
    expect(errors.first_name).toBe('The first name field is required.');
    expect(errors.assigned_region).toBe('The assigned region field is required.');
    expect(errors.vehicle_type).toBeDefined();
    expect(errors.insurance_expire_date).toBeDefined();
    expect(errors.license_plate).toBe('The license plate field is required.');
  });
});

describe('riderFormValues', () => {
  it('prefills from the rider, splitting a bare name and keeping known regions', () => {
    const rider = riderSchema.parse({
      id: 3,
      status: 'Active',
      name: 'Aria van Taylor',
      assigned_region: 'Brooklyn,Mars',
      insurance_expire_date: '2028-07-01T00:00:00Z',
      documents: { license_back: { file_path: '/back.png' } },
    });
    const values = riderFormValues(rider);
    expect([values.first_name, values.last_name]).toEqual(['Aria', 'van Taylor']);
    expect(values.assigned_region).toEqual(['Brooklyn']);
    expect(values.insurance_expire_date).toBe('2028-07-01');
    expect([values.license_front, values.license_back]).toEqual([null, '/back.png']);
  });
});
