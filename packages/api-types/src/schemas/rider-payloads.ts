import * as z from 'zod/mini';
import {
  dateField,
  emailField,
  enumField,
  enumListField,
  idField,
  optionalImageField,
  optionalNumberField,
  phoneField,
  pngOrJpeg,
  requiredString,
} from './fields.ts';
import { regions, riderStatusActions, vehicleTypes } from './options.ts';

/**
 * POST /riders/store and POST /riders/update/{id} (multipart). The original store call names the
 * photo `profileImage` and the update call `profile_photo`; both are accepted and read as
 * `profile_photo`. Files are optional: the update form sends only newly chosen ones.
 */
export const riderFormPayloadSchema = z.pipe(
  z.object({
    first_name: requiredString('first_name'),
    last_name: requiredString('last_name'),
    email: emailField('email'),
    phone: phoneField('phone'),
    address: requiredString('address', { max: 500 }),
    latitude: optionalNumberField('latitude', { min: -90, max: 90 }),
    longitude: optionalNumberField('longitude', { min: -180, max: 180 }),
    insurance_expire_date: dateField('insurance_expire_date'),
    assigned_region: enumListField('assigned_region', regions),
    vehicle_type: enumField('vehicle_type', vehicleTypes),
    vehicle_name: requiredString('vehicle_name'),
    license_plate: requiredString('license_plate', { max: 20 }),
    profile_photo: optionalImageField('profile_photo', pngOrJpeg),
    profileImage: optionalImageField('profileImage', pngOrJpeg),
    license_front: optionalImageField('license_front', pngOrJpeg),
    license_back: optionalImageField('license_back', pngOrJpeg),
  }),
  z.transform(({ profileImage, ...rider }) => ({
    ...rider,
    profile_photo: rider.profile_photo ?? profileImage,
  })),
);
export type RiderFormPayload = z.input<typeof riderFormPayloadSchema>;

/** POST /riders/status-update. */
export const riderStatusUpdatePayloadSchema = z.object({
  id: idField('id'),
  status: enumField('status', riderStatusActions),
});
export type RiderStatusUpdatePayload = z.input<typeof riderStatusUpdatePayloadSchema>;
