import { z } from 'zod';

/**
 * Lenient readers for values in answers. Laravel serialises decimal columns as strings ("12.50")
 * and older rows spell statuses in other cases, so answers accept those forms and hand the app
 * one canonical value.
 */

const decimalPattern = /^-?\d+(\.\d+)?$/;

/** A number, or a decimal string as Laravel sends decimal columns. */
export const numberishSchema = z.union([
  z.number(),
  z.string().trim().regex(decimalPattern).transform(Number),
]);

/**
 * An amount of money in dollars (`12.5` is $12.50). The API speaks dollars as numbers; how the
 * database stores them (cents) is the server's business, so no caller ever converts units.
 */
export const moneySchema = numberishSchema;

/** A count (orders, stock, reviews). */
export const countSchema = numberishSchema.pipe(z.number().int().nonnegative());

/** A latitude or longitude in degrees. */
export const coordinateSchema = numberishSchema.pipe(z.number().min(-180).max(180));

/**
 * One of `values`, matched without regard to case or surrounding space, and given back in its
 * canonical spelling. `aliases` maps other spellings the back end uses (lower case keys).
 */
export function caseInsensitiveEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  aliases: Readonly<Record<string, T[number]>> = {},
) {
  const canonical = new Map<string, string>([
    ...values.map((value) => [value.toLowerCase(), value] as const),
    ...Object.entries(aliases),
  ]);
  return z
    .string()
    .transform((raw) => canonical.get(raw.trim().toLowerCase()) ?? raw)
    .pipe(z.enum(values));
}

/** A list sent as an array or as one comma-joined string (`"Brooklyn,Queens"`). */
export const commaListSchema = z.union([
  z.array(z.string()),
  z.string().transform((joined) =>
    joined
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
]);
