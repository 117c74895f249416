import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing.ts';
import { riderSchema } from './rider.ts';
import { riderFormPayloadSchema, riderStatusUpdatePayloadSchema } from './rider-payloads.ts';

describe('riderSchema', () => {
  const rider = {
    id: 8,
    rider_id: 'RDR-008',
    first_name: 'Sam',
    last_name: 'Reyes',
    email: 'sam@riders.test',
    phone: '347-555-0188',
    address: '5 Court St, Brooklyn',
    latitude: 40.69,
    longitude: -73.99,
    profile_photo: '/storage/riders/8.jpg',
    rating: '4.8',
    average_rating: 4.8,
    reviews_count: 120,
    current_assigned_orders: 2,
    eta: '25 mins',
    availability_status: 'online',
    status: 'Active',
    assigned_region: 'Brooklyn,Queens',
    vehicle_type: 'Bike',
    vehicle_name: 'Trek FX 2',
    license_plate: 'NY-1234',
    average_delivery_time: '32 min',
    delivered_orders_count: 310,
    cancelled_orders_count: 4,
    latest_complaint: null,
    license_status: 'Verified',
    insurance: 'Active',
    insurance_expire_date: '2027-06-30',
    documents: { license_front: '/storage/docs/lf-8.png', license_back: null },
    order: [{ id: 301, status: 'Shipped' }],
  };

  it('reads a rider, normalising regions, availability and numbers', () => {
    expect(riderSchema.parse(rider)).toMatchObject({
      rating: 4.8,
      availability_status: 'Online',
      assigned_region: ['Brooklyn', 'Queens'],
      documents: { license_front: { file_path: '/storage/docs/lf-8.png' }, license_back: null },
    });
  });

  it('refuses a rider with an unknown status', () => {
    const result = riderSchema.safeParse({ ...rider, status: 'Online' });
    expect(result.error?.issues[0]?.path).toEqual(['status']);
  });
});

const form = {
  first_name: 'Sam',
  last_name: 'Reyes',
  email: 'sam@riders.test',
  phone: '347-555-0188',
  address: '5 Court St, Brooklyn',
  latitude: '40.69',
  longitude: '-73.99',
  insurance_expire_date: '2027-06-30',
  assigned_region: 'Brooklyn,Queens',
  vehicle_type: 'Scooter',
  vehicle_name: 'Vespa Elettrica',
  license_plate: 'NY-1234',
};

describe('riderFormPayloadSchema', () => {
  it('reads comma-joined regions and either photo field name', () => {
    const photo = new File(['jpg'], 'sam.jpg', { type: 'image/jpeg' });
    const parsed = riderFormPayloadSchema.parse({ ...form, profileImage: photo });
    expect(parsed.assigned_region).toEqual(['Brooklyn', 'Queens']);
    expect(parsed.latitude).toBe(40.69);
    expect(parsed.profile_photo).toBe(photo);
    expect(parsed).not.toHaveProperty('profileImage');
    expect(riderFormPayloadSchema.parse({ ...form, assigned_region: ['Queens'] })).toMatchObject({
      assigned_region: ['Queens'],
    });
  });

  it('gives Laravel messages for the rider fields', () => {
    expect(
      fieldErrors(riderFormPayloadSchema, {
        ...form,
        last_name: '',
        insurance_expire_date: '30/06/2027',
        assigned_region: 'Brooklyn,Bronx',
        vehicle_type: 'Truck',
        license_plate: undefined,
      }),
    ).toEqual({
      last_name: ['The last name field is required.'],
      insurance_expire_date: ['The insurance expire date field must be a valid date.'],
      'assigned_region.1': ['The selected assigned region is invalid.'],
      vehicle_type: ['The selected vehicle type is invalid.'],
      license_plate: ['The license plate field is required.'],
    });
    expect(
      fieldErrors(riderFormPayloadSchema, {
        ...form,
        assigned_region: '',
        insurance_expire_date: '2027-02-31',
      }),
    ).toEqual({
      insurance_expire_date: ['The insurance expire date field must be a valid date.'],
      assigned_region: ['The assigned region field is required.'],
    });
  });
});

describe('riderStatusUpdatePayloadSchema', () => {
  it('takes active or suspended', () => {
    expect(riderStatusUpdatePayloadSchema.parse({ id: '8', status: 'active' })).toEqual({
      id: 8,
      status: 'active',
    });
    expect(fieldErrors(riderStatusUpdatePayloadSchema, { status: 'Suspended' })).toEqual({
      id: ['The id field is required.'],
      status: ['The selected status is invalid.'],
    });
  });
});
