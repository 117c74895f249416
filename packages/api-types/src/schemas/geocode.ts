import { z } from 'zod';
import { laravelMessages } from './messages.ts';

/** Address suggestions start at 3 typed characters (spec 2, section 5). */
export const geocodeQuerySchema = z.object({
  text: z
    .string({ error: laravelMessages.required('text') })
    .trim()
    .min(1, laravelMessages.required('text'))
    .min(3, laravelMessages.minString('text', 3))
    .max(200, laravelMessages.maxString('text', 200)),
});
export type GeocodeQuery = z.input<typeof geocodeQuerySchema>;

/**
 * One address suggestion, in the GeoJSON-like shape of the maps service the original app called
 * directly (Geoapify): the label in `properties.formatted`, the point in `geometry.coordinates`
 * as [longitude, latitude]. Our server proxies that service, or answers from a built-in gazetteer,
 * in this same shape, so the key stays on the server and the app code is unchanged.
 */
export const geocodeFeatureSchema = z.object({
  properties: z.object({ formatted: z.string() }),
  geometry: z.object({
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  }),
});
export type GeocodeFeature = z.infer<typeof geocodeFeatureSchema>;

export const geocodeResultSchema = z.object({ features: z.array(geocodeFeatureSchema) });
