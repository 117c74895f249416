import * as z from 'zod/mini';
import { availabilityPayloadSchema } from './availability.ts';
import {
  emailField,
  enumField,
  idField,
  optionalImageField,
  optionalNumberField,
  optionalString,
  phoneField,
  pngOrJpeg,
  requiredString,
} from './fields.ts';
import { laravelMessages } from './messages.ts';
import { partnerStatusActions, requestInformationDeadlines } from './options.ts';

/**
 * POST /partner/store and POST /partner/update/{id} (multipart), with the spec's field names.
 * Files are optional on both: the update form sends only newly chosen ones. `availability` is JSON
 * text in multipart. `owner_name` duplicates `ownerName` in the original form and is kept for it.
 */
export const partnerFormPayloadSchema = z.object({
  businessName: requiredString('businessName'),
  email: emailField('email'),
  phone: phoneField('phone'),
  ownerName: requiredString('ownerName'),
  owner_name: optionalString('owner_name'),
  address: requiredString('address', { max: 500 }),
  latitude: optionalNumberField('latitude', { min: -90, max: 90 }),
  longitude: optionalNumberField('longitude', { min: -180, max: 180 }),
  businesstype: optionalString('businesstype'),
  tax_id: /* @__PURE__ */ optionalString('tax_id', { max: 20 }).check(
    z.refine(
      (taxId: string | null | undefined) => taxId == null || /^\d+$/.test(taxId),
      /* @__PURE__ */ laravelMessages.format('tax_id'),
    ),
  ),
  availability: z.optional(availabilityPayloadSchema),
  profileImage: optionalImageField('profileImage', pngOrJpeg),
  license_front: optionalImageField('license_front', pngOrJpeg),
  license_back: optionalImageField('license_back', pngOrJpeg),
  ownerId_front: optionalImageField('ownerId_front', pngOrJpeg),
  ownerId_back: optionalImageField('ownerId_back', pngOrJpeg),
});
export type PartnerFormPayload = z.input<typeof partnerFormPayloadSchema>;

/** POST /partners/status-update: accept (approve or reactivate), reject, or suspend. */
export const partnerStatusUpdatePayloadSchema = z.object({
  id: idField('id'),
  status: enumField('status', partnerStatusActions),
});
export type PartnerStatusUpdatePayload = z.input<typeof partnerStatusUpdatePayloadSchema>;

/** The longest message a request for information takes; the form counts towards it. */
export const requestInformationMessageMax = 5000;

/**
 * POST /partners/request-information: an email asking a partner for more details, from the
 * partner dialog or the product dialog (which has no deadline).
 */
export const requestInformationPayloadSchema = z.object({
  to: emailField('to'),
  businessName: optionalString('businessName'),
  message: requiredString('message', { max: requestInformationMessageMax }),
  deadline: z.nullish(enumField('deadline', requestInformationDeadlines)),
});
export type RequestInformationPayload = z.input<typeof requestInformationPayloadSchema>;
