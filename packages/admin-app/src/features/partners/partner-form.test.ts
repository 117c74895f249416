import { describe, expect, it } from 'vitest';
import { partnerSchema } from '@packlight/api-types';
import {
  availabilityPayload,
  emptyPartnerForm,
  partnerFormErrors,
  partnerFormValues,
  partnerPayload,
  type PartnerFormValues,
} from './partner-form.ts';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });

function filled(): PartnerFormValues {
  const values = emptyPartnerForm();
  values.businessName = ' Nomad Goods ';
  values.email = 'owner@nomad.test';
  values.phone = '212-456-7890';
  values.ownerName = 'Ada Byron';
  values.address = { address: '1 Main St, Brooklyn', latitude: 40.7, longitude: -73.9 };
  values.tax_id = '12345';
  values.availability.Monday = { checked: true, start_time: '9:00 AM', end_time: '5:30 PM' };
  return values;
}

describe('availabilityPayload', () => {
  it('sends every day with its flag, and blank times as null', () => {
    const payload = availabilityPayload(filled().availability);
    expect(Object.keys(payload)).toHaveLength(7);
    expect(payload.Monday).toEqual({ checked: true, start_time: '9:00 AM', end_time: '5:30 PM' });
    expect(payload.Sunday).toEqual({ checked: false, start_time: null, end_time: null });
  });
});

describe('partnerPayload', () => {
  it('sends the trimmed fields, the owner name twice and the coordinates', () => {
    const payload = partnerPayload(filled());
    expect(payload).toMatchObject({
      businessName: 'Nomad Goods',
      ownerName: 'Ada Byron',
      owner_name: 'Ada Byron',
      address: '1 Main St, Brooklyn',
      latitude: 40.7,
      longitude: -73.9,
      tax_id: '12345',
    });
  });

  it('sends only newly chosen files, never the address of one on file', () => {
    const values = filled();
    const file = png();
    values.profileImage = '/storage/avatars/old.png';
    values.license_front = file;
    const payload = partnerPayload(values);
    expect(payload.profileImage).toBeUndefined();
    expect(payload.license_front).toBe(file);
    expect(payload.ownerId_back).toBeUndefined();
  });
});

describe('partnerFormErrors', () => {
  it('passes a complete form', () => {
    expect(partnerFormErrors(filled())).toEqual({});
  });

  it('names the required fields with the server wording, under the form fields', () => {
    const errors = partnerFormErrors(emptyPartnerForm());
    expect(errors.businessName).toBe('The business name field is required.');
    expect(errors.ownerName).toBe('The owner name field is required.');
    expect(errors.address).toBe('The address field is required.');
    expect(errors.email).toBeDefined();
    expect(errors.phone).toBeDefined();
  });

  it('asks for both times of an open day and refuses a non-image file', () => {
    const values = filled();
    values.availability.Friday = { checked: true, start_time: '9:00 AM', end_time: '' };
    values.license_back = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const errors = partnerFormErrors(values);
    expect(errors.availability).toBe('The Friday end time field is required.');
    expect(errors.license_back).toMatch(/png, jpg/);
  });
});

describe('partnerFormValues', () => {
  it('prefills the update form from the partner, documents front then back', () => {
    const partner = partnerSchema.parse({
      id: 7,
      status: 'Active',
      name: 'Ada Byron',
      business_name: 'Nomad Goods',
      address: '1 Main St',
      latitude: 40.1,
      longitude: -73.2,
      availability: JSON.stringify({
        monday: { checked: true, start_time: '9:00 AM', end_time: '5:00 PM' },
      }),
      documents: {
        license: [{ file_path: '/l1.png' }, { file_path: '/l2.png' }],
        owner_id_card: [{ file_path: '/o1.png' }],
      },
    });
    const values = partnerFormValues(partner);
    expect(values.ownerName).toBe('Ada Byron');
    expect(values.address).toEqual({ address: '1 Main St', latitude: 40.1, longitude: -73.2 });
    expect(values.availability.Monday).toEqual({
      checked: true,
      start_time: '9:00 AM',
      end_time: '5:00 PM',
    });
    expect(values.availability.Tuesday.checked).toBe(false);
    expect([
      values.license_front,
      values.license_back,
      values.ownerId_front,
      values.ownerId_back,
    ]).toEqual(['/l1.png', '/l2.png', '/o1.png', null]);
  });
});
