import {
  partnerFormPayloadSchema,
  weekdays,
  type Partner,
  type PartnerFormPayload,
  type Weekday,
} from '@packlight/api-types';
import { contractErrors } from '../../lib/forms/resolver.ts';

/** An image field: a newly chosen file, the address of the one on file, or none. */
export type ImageValue = File | string | null;

/** One weekday of Store Availability as the editor holds it ('h:mm AM', '' when not set). */
export interface DayTimingValue {
  checked: boolean;
  start_time: string;
  end_time: string;
}

/** The add/update partner form's values (docs/product/part-2.md §2). */
export interface PartnerFormValues {
  profileImage: ImageValue;
  businessName: string;
  email: string;
  phone: string;
  ownerName: string;
  /** The address text and, once a suggestion is chosen, its read-only coordinates. */
  address: { address: string; latitude: number | null; longitude: number | null };
  availability: Record<Weekday, DayTimingValue>;
  tax_id: string;
  license_front: ImageValue;
  license_back: ImageValue;
  ownerId_front: ImageValue;
  ownerId_back: ImageValue;
}

export type PartnerFormField = keyof PartnerFormValues;

/**
 * Where a payload field's message shows on the form: the server's field names, with the
 * coordinates under the address and the duplicate owner name under the owner's.
 */
export const partnerErrorFields: Readonly<Record<string, PartnerFormField>> = {
  profileImage: 'profileImage',
  businessName: 'businessName',
  email: 'email',
  phone: 'phone',
  ownerName: 'ownerName',
  owner_name: 'ownerName',
  address: 'address',
  latitude: 'address',
  longitude: 'address',
  availability: 'availability',
  tax_id: 'tax_id',
  license_front: 'license_front',
  license_back: 'license_back',
  ownerId_front: 'ownerId_front',
  ownerId_back: 'ownerId_back',
};

const closedWeek = (): Record<Weekday, DayTimingValue> =>
  Object.fromEntries(
    weekdays.map((day) => [day, { checked: false, start_time: '', end_time: '' }]),
  ) as Record<Weekday, DayTimingValue>;

/** The add form: everything blank, every day closed. */
export function emptyPartnerForm(): PartnerFormValues {
  return {
    profileImage: null,
    businessName: '',
    email: '',
    phone: '',
    ownerName: '',
    address: { address: '', latitude: null, longitude: null },
    availability: closedWeek(),
    tax_id: '',
    license_front: null,
    license_back: null,
    ownerId_front: null,
    ownerId_back: null,
  };
}

/** The update form, prefilled from the partner; the images on file show as their addresses. */
export function partnerFormValues(partner: Partner): PartnerFormValues {
  const availability = closedWeek();
  for (const day of weekdays) {
    const timing = partner.availability?.[day];
    if (timing) {
      availability[day] = {
        checked: timing.checked,
        start_time: timing.start_time ?? '',
        end_time: timing.end_time ?? '',
      };
    }
  }
  const documents = partner.documents;
  return {
    profileImage: partner.profile_photo ?? null,
    businessName: partner.business_name ?? '',
    email: partner.email ?? '',
    phone: partner.phone ?? '',
    ownerName: partner.name ?? '',
    address: {
      address: partner.address ?? '',
      latitude: partner.latitude ?? null,
      longitude: partner.longitude ?? null,
    },
    availability,
    tax_id: partner.tax_id ?? '',
    license_front: documents?.license?.[0]?.file_path ?? null,
    license_back: documents?.license?.[1]?.file_path ?? null,
    ownerId_front: documents?.owner_id_card?.[0]?.file_path ?? null,
    ownerId_back: documents?.owner_id_card?.[1]?.file_path ?? null,
  };
}

/**
 * Store Availability as the payload carries it (JSON in multipart): every day with its flag and
 * its times as typed, blank times left out.
 */
export function availabilityPayload(week: Record<Weekday, DayTimingValue>) {
  return Object.fromEntries(
    weekdays.map((day) => {
      const { checked, start_time, end_time } = week[day];
      return [day, { checked, start_time: start_time || null, end_time: end_time || null }];
    }),
  );
}

/** A newly chosen file only: an image already on file is not sent again. */
const newFile = (value: ImageValue) => (value instanceof File ? value : undefined);

/** The multipart payload of POST /partner/store and /partner/update/{id}. */
export function partnerPayload(values: PartnerFormValues): PartnerFormPayload {
  const ownerName = values.ownerName.trim();
  return {
    businessName: values.businessName.trim(),
    email: values.email.trim(),
    phone: values.phone,
    ownerName,
    // The original form sends the owner's name twice; the server reads either.
    owner_name: ownerName,
    address: values.address.address.trim(),
    latitude: values.address.latitude ?? undefined,
    longitude: values.address.longitude ?? undefined,
    tax_id: values.tax_id || undefined,
    availability: availabilityPayload(values.availability),
    profileImage: newFile(values.profileImage),
    license_front: newFile(values.license_front),
    license_back: newFile(values.license_back),
    ownerId_front: newFile(values.ownerId_front),
    ownerId_back: newFile(values.ownerId_back),
  };
}

/**
 * The contract's verdict on the form, before anything is sent: the first message per form field
 * (the server gives the same ones). Empty when the payload would pass.
 */
export function partnerFormErrors(
  values: PartnerFormValues,
): Partial<Record<PartnerFormField, string>> {
  return contractErrors(partnerFormPayloadSchema, partnerPayload(values), partnerErrorFields);
}
