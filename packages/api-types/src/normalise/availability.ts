import * as z from 'zod/mini';
import { availabilityDaySchema, type Availability } from '../schemas/availability.ts';
import { weekdays } from '../schemas/options.ts';

/** Availability as answers carry it: an object keyed by weekday, or that object as a JSON string. */
export const availabilityInputSchema = z.nullish(
  z.union([z.string(), z.record(z.string(), z.unknown())]),
);
export type AvailabilityInput = z.input<typeof availabilityInputSchema>;

function parseObject(input: AvailabilityInput): Record<string, unknown> {
  if (typeof input !== 'string') return input ?? {};
  try {
    const parsed: unknown = JSON.parse(input);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    // The spec treats unreadable availability as empty rather than failing the whole partner.
    return {};
  }
}

/**
 * Availability keyed by canonical weekday (`Monday`..`Sunday`), from either answer shape. Day keys
 * match in any case; unknown keys and malformed days are dropped; invalid JSON gives `{}`.
 */
export function normaliseAvailability(input: AvailabilityInput): Availability {
  const raw = parseObject(input);
  const byLowerKey = new Map(Object.entries(raw).map(([key, value]) => [key.toLowerCase(), value]));
  const availability: Availability = {};
  for (const day of weekdays) {
    const parsed = availabilityDaySchema.safeParse(byLowerKey.get(day.toLowerCase()));
    if (parsed.success) availability[day] = parsed.data;
  }
  return availability;
}

/** The availability field of partner answers, normalised on parse. */
export const availabilityFieldSchema = z.pipe(
  availabilityInputSchema,
  z.transform(normaliseAvailability),
);
