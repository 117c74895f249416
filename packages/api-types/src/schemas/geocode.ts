import * as z from 'zod/mini';
import { laravelMessages } from './messages.ts';

/**
 * Address suggestions start at 3 typed characters (docs/product/part-2.md §5). Shorter text is not an
 * error: it finds nothing, so a field that asks early gets an empty list rather than a failure.
 */
export const geocodeQuerySchema = z.object({
  text: /* @__PURE__ */ z
    .string({ error: /* @__PURE__ */ laravelMessages.required('text') })
    .check(
      z.trim(),
      z.minLength(1, /* @__PURE__ */ laravelMessages.required('text')),
      z.maxLength(200, /* @__PURE__ */ laravelMessages.maxString('text', 200)),
    ),
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
    coordinates: z.tuple([
      /* @__PURE__ */ z.number().check(z.gte(-180), z.lte(180)),
      /* @__PURE__ */ z.number().check(z.gte(-90), z.lte(90)),
    ]),
  }),
});
export type GeocodeFeature = z.infer<typeof geocodeFeatureSchema>;

export const geocodeResultSchema = z.object({ features: z.array(geocodeFeatureSchema) });
