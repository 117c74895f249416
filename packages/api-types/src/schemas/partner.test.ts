import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing.ts';
import { partnerSchema } from './partner.ts';
import {
  partnerFormPayloadSchema,
  partnerStatusUpdatePayloadSchema,
  requestInformationPayloadSchema,
} from './partner-payloads.ts';

const partner = {
  id: 5,
  name: 'Lena Ortiz',
  email: 'lena@nomadthreads.test',
  business_name: 'Nomad Threads',
  category: 'Outdoor wear',
  location: 'Brooklyn',
  address: '200 Kent Ave, Brooklyn, NY',
  latitude: '40.7163',
  longitude: '-73.9650',
  phone: '718-555-0101',
  created_at: '2025-03-01T09:00:00Z',
  status: 'approved',
  products: [{ id: 40, name: 'Packable parka', status: 'inactive', buy_price: 120 }],
  order: [],
  documents: {
    license: [{ file_path: '/storage/docs/license-5.png' }],
    owner_id_card: ['/storage/docs/id-5.png'],
  },
  tax_id: '123456789',
  profile_photo: null,
  total_sales: '15420.75',
  average_rating: 4.6,
  reviews_count: 31,
  latest_complaint: { message: 'Late dispatch' },
  availability: '{"Monday":{"checked":true,"start_time":"9:00 AM","end_time":"5:00 PM"}}',
};

describe('partnerSchema', () => {
  it('reads a partner with documents, sales and availability', () => {
    const parsed = partnerSchema.parse(partner);
    expect(parsed.status).toBe('Active');
    expect(parsed.total_sales).toBe(15420.75);
    expect(parsed.products?.[0]?.status).toBe('Pending');
    expect(parsed.documents?.owner_id_card).toEqual([{ file_path: '/storage/docs/id-5.png' }]);
    expect(parsed.availability).toEqual({
      Monday: { checked: true, start_time: '9:00 AM', end_time: '5:00 PM' },
    });
  });

  it('reads missing details as empty', () => {
    const parsed = partnerSchema.parse({ id: 6, status: 'Pending' });
    expect(parsed.availability).toEqual({});
    expect(parsed.documents).toBeUndefined();
  });

  it('refuses a partner without a known status', () => {
    const result = partnerSchema.safeParse({ ...partner, status: 'Archived' });
    expect(result.error?.issues[0]?.path).toEqual(['status']);
  });
});

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

const form = {
  businessName: 'Nomad Threads',
  email: 'lena@nomadthreads.test',
  phone: '718-555-0101',
  ownerName: 'Lena Ortiz',
  owner_name: 'Lena Ortiz',
  address: '200 Kent Ave, Brooklyn, NY',
  latitude: '40.7163',
  longitude: '-73.965',
  businesstype: 'Outdoor wear',
  tax_id: '123456789',
  availability: JSON.stringify({
    Monday: { checked: true, start_time: '9:00 AM', end_time: '5:30 PM' },
    Sunday: { checked: false, start_time: '', end_time: '' },
  }),
  profileImage: png('logo.png'),
  license_front: png('license-front.png'),
  license_back: '',
};

describe('partnerFormPayloadSchema', () => {
  it('reads the multipart form with the spec field names', () => {
    const parsed = partnerFormPayloadSchema.parse(form);
    expect(parsed).toMatchObject({ businessName: 'Nomad Threads', latitude: 40.7163 });
    expect(parsed.availability?.Monday).toEqual({
      checked: true,
      start_time: '9:00 AM',
      end_time: '5:30 PM',
    });
    expect(parsed.profileImage).toBeInstanceOf(File);
    expect(parsed.license_back).toBeUndefined();
  });

  it('gives Laravel messages per field', () => {
    expect(
      fieldErrors(partnerFormPayloadSchema, {
        ...form,
        businessName: ' ',
        email: 'lena@',
        phone: '7185550',
        tax_id: '12-34',
        latitude: 'north',
        profileImage: new File(['gif'], 'logo.gif', { type: 'image/gif' }),
      }),
    ).toEqual({
      businessName: ['The business name field is required.'],
      email: ['The email field must be a valid email address.'],
      phone: ['The phone field format is invalid.'],
      tax_id: ['The tax id field format is invalid.'],
      latitude: ['The latitude field must be a number.'],
      profileImage: ['The profile image field must be a file of type: png, jpg, jpeg.'],
    });
  });

  it('checks availability JSON and times', () => {
    expect(fieldErrors(partnerFormPayloadSchema, { ...form, availability: '{oops' })).toEqual({
      availability: ['The availability field must be a valid JSON string.'],
    });
    expect(
      fieldErrors(partnerFormPayloadSchema, {
        ...form,
        availability: { Tuesday: { checked: true, start_time: '25:00 AM' } },
      }),
    ).toEqual({
      'availability.Tuesday.start_time': ['The Tuesday start time field format is invalid.'],
      'availability.Tuesday.end_time': ['The Tuesday end time field is required.'],
    });
  });
});

describe('partner status and request-information payloads', () => {
  it('takes accept, reject or suspended', () => {
    expect(partnerStatusUpdatePayloadSchema.parse({ id: 5, status: 'suspended' })).toEqual({
      id: 5,
      status: 'suspended',
    });
    expect(fieldErrors(partnerStatusUpdatePayloadSchema, { id: 5, status: 'Active' })).toEqual({
      status: ['The selected status is invalid.'],
    });
  });

  it('takes a message to a partner, deadline optional', () => {
    const request = {
      to: 'lena@nomadthreads.test',
      businessName: 'Nomad Threads',
      message: 'Please send a clearer licence photo.',
      deadline: 'next_week',
    };
    expect(requestInformationPayloadSchema.parse(request)).toEqual(request);
    const { deadline: _deadline, ...fromProduct } = request;
    expect(requestInformationPayloadSchema.parse(fromProduct)).toEqual(fromProduct);
    expect(
      fieldErrors(requestInformationPayloadSchema, { ...request, to: '', deadline: 'someday' }),
    ).toEqual({
      to: ['The to field is required.'],
      deadline: ['The selected deadline is invalid.'],
    });
  });
});
