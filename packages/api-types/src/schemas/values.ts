import * as z from 'zod/mini';

/**
 * Lenient readers for values in answers. Laravel serialises decimal columns as strings ("12.50")
 * and older rows spell statuses in other cases, so answers accept those forms and hand the app
 * one canonical value.
 */

const decimalPattern = /^-?\d+(\.\d+)?$/;

/** A number, or a decimal string as Laravel sends decimal columns. */
export const numberishSchema = z.union([
  z.number(),
  z.pipe(/* @__PURE__ */ z.string().check(z.trim(), z.regex(decimalPattern)), z.transform(Number)),
]);

/**
 * An amount of money in dollars (`12.5` is $12.50). The API speaks dollars as numbers; how the
 * database stores them (cents) is the server's business, so no caller ever converts units.
 */
export const moneySchema = numberishSchema;

/** A count (orders, stock, reviews). */
export const countSchema = z.pipe(
  numberishSchema,
  /* @__PURE__ */ z.number().check(z.int(), z.nonnegative()),
);

/** A latitude or longitude in degrees. */
export const coordinateSchema = z.pipe(
  numberishSchema,
  /* @__PURE__ */ z.number().check(z.gte(-180), z.lte(180)),
);

/**
 * One of `values`, matched without regard to case or surrounding space, and given back in its
 * canonical spelling. `aliases` maps other spellings the back end uses (lower case keys).
 */
/* @__NO_SIDE_EFFECTS__ */
export function caseInsensitiveEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  aliases: Readonly<Record<string, T[number]>> = {},
) {
  const canonical = new Map<string, string>([
    ...values.map((value) => [value.toLowerCase(), value] as const),
    ...Object.entries(aliases),
  ]);
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((raw: string) => canonical.get(raw.trim().toLowerCase()) ?? raw),
    ),
    z.enum(values),
  );
}

/** A list sent as an array or as one comma-joined string (`"Brooklyn,Queens"`). */
export const commaListSchema = z.union([
  z.array(z.string()),
  z.pipe(
    z.string(),
    z.transform((joined: string) =>
      joined
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ),
]);
