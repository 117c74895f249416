import {
  regions,
  riderFormPayloadSchema,
  vehicleTypes,
  type Rider,
  type RiderFormPayload,
} from '@packlight/api-types';
import { contractErrors } from '../../lib/forms/resolver.ts';

/** An image field: a newly chosen file, the address of the one on file, or none. */
export type ImageValue = File | string | null;

/** The add/update rider form's values (docs/product/part-2.md §2). */
export interface RiderFormValues {
  profile_photo: ImageValue;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** The address text and, once a suggestion is chosen, its read-only coordinates. */
  address: { address: string; latitude: number | null; longitude: number | null };
  /** `YYYY-MM-DD`, '' when not chosen. */
  insurance_expire_date: string;
  assigned_region: string[];
  vehicle_type: string;
  vehicle_name: string;
  license_plate: string;
  license_front: ImageValue;
  license_back: ImageValue;
}

export type RiderFormField = keyof RiderFormValues;

/** The choices of the two pickers (part-2.md §5). */
export const regionOptions = regions.map((region) => ({ id: region, label: region }));
export const vehicleTypeOptions = vehicleTypes.map((type) => ({ id: type, label: type }));

/**
 * Where a payload field's message shows on the form: the server's field names, the coordinates
 * under the address, and the store call's `profileImage` under the picture.
 */
export const riderErrorFields: Readonly<Record<string, RiderFormField>> = {
  profile_photo: 'profile_photo',
  profileImage: 'profile_photo',
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  latitude: 'address',
  longitude: 'address',
  insurance_expire_date: 'insurance_expire_date',
  assigned_region: 'assigned_region',
  vehicle_type: 'vehicle_type',
  vehicle_name: 'vehicle_name',
  license_plate: 'license_plate',
  license_front: 'license_front',
  license_back: 'license_back',
};

/** The add form: everything blank. */
export function emptyRiderForm(): RiderFormValues {
  return {
    profile_photo: null,
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    address: { address: '', latitude: null, longitude: null },
    insurance_expire_date: '',
    assigned_region: [],
    vehicle_type: '',
    vehicle_name: '',
    license_plate: '',
    license_front: null,
    license_back: null,
  };
}

/** The update form, prefilled from the rider; the images on file show as their addresses. */
export function riderFormValues(rider: Rider): RiderFormValues {
  const [first = '', ...rest] = (rider.name ?? '').trim().split(/\s+/);
  return {
    profile_photo: rider.profile_photo ?? null,
    first_name: rider.first_name ?? first,
    last_name: rider.last_name ?? rest.join(' '),
    email: rider.email ?? '',
    phone: rider.phone ?? '',
    address: {
      address: rider.address ?? '',
      latitude: rider.latitude ?? null,
      longitude: rider.longitude ?? null,
    },
    insurance_expire_date: rider.insurance_expire_date?.slice(0, 10) ?? '',
    assigned_region: (rider.assigned_region ?? []).filter((region) =>
      (regions as readonly string[]).includes(region),
    ),
    vehicle_type: rider.vehicle_type ?? '',
    vehicle_name: rider.vehicle_name ?? '',
    license_plate: rider.license_plate ?? '',
    license_front: rider.documents?.license_front?.file_path ?? null,
    license_back: rider.documents?.license_back?.file_path ?? null,
  };
}

const newFile = (value: ImageValue) => (value instanceof File ? value : undefined);

/**
 * The multipart payload of POST /riders/store and /riders/update/{id}; regions go comma-joined
 * and files only when newly chosen. The original store call names the picture `profileImage`,
 * the update call `profile_photo` (part-2.md §7).
 */
export function riderPayload(values: RiderFormValues, isUpdate: boolean): RiderFormPayload {
  const photo = newFile(values.profile_photo);
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone,
    address: values.address.address.trim(),
    latitude: values.address.latitude ?? undefined,
    longitude: values.address.longitude ?? undefined,
    insurance_expire_date: values.insurance_expire_date,
    // The multipart body joins the list with commas (toFormData).
    assigned_region: values.assigned_region,
    // The schema refuses anything but the four types, with the server's message.
    vehicle_type: values.vehicle_type as RiderFormPayload['vehicle_type'],
    vehicle_name: values.vehicle_name.trim(),
    license_plate: values.license_plate.trim(),
    ...(isUpdate ? { profile_photo: photo } : { profileImage: photo }),
    license_front: newFile(values.license_front),
    license_back: newFile(values.license_back),
  };
}

/** The contract's verdict on the form before sending: the first message per form field. */
export function riderFormErrors(values: RiderFormValues): Partial<Record<RiderFormField, string>> {
  return contractErrors(riderFormPayloadSchema, riderPayload(values, true), riderErrorFields);
}
