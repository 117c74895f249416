import * as z from 'zod/mini';
import { isIdNumber, maxIdsPerCall } from './ids.ts';
import { laravelMessages } from './messages.ts';

/**
 * Field builders for payloads. Each carries the Laravel message of every way it can fail, keyed by
 * its field name, and accepts the string forms a multipart body delivers (numbers and ids arrive
 * as text there). Like Laravel's TrimStrings and ConvertEmptyStringsToNull, text is trimmed and a
 * blank value counts as missing.
 */

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** A string that must be present and not blank. */
/* @__NO_SIDE_EFFECTS__ */
export function requiredString(field: string, { max = 255 }: { max?: number } = {}) {
  return z
    .string({
      error: (issue) =>
        isMissing(issue.input) ? laravelMessages.required(field) : laravelMessages.string(field),
    })
    .check(
      z.trim(),
      z.minLength(1, laravelMessages.required(field)),
      z.maxLength(max, laravelMessages.maxString(field, max)),
    );
}

/** A string that may be missing; blank reads as null. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalString(field: string, { max = 255 }: { max?: number } = {}) {
  return z.pipe(
    z.nullish(
      z
        .string({ error: laravelMessages.string(field) })
        .check(z.trim(), z.maxLength(max, laravelMessages.maxString(field, max))),
    ),
    z.transform((value: string | null | undefined) => (value === '' ? null : value)),
  );
}

/** A required email address. */
/* @__NO_SIDE_EFFECTS__ */
export function emailField(field = 'email') {
  return z.pipe(requiredString(field), z.email({ error: laravelMessages.email(field) }));
}

/** A required password of at least `min` characters (Laravel's default rule is 8), not trimmed. */
/* @__NO_SIDE_EFFECTS__ */
export function passwordField(field: string, { min = 8 }: { min?: number } = {}) {
  return z
    .string({
      error: (issue) =>
        isMissing(issue.input) ? laravelMessages.required(field) : laravelMessages.string(field),
    })
    .check(
      z.minLength(1, laravelMessages.required(field)),
      // Blank is already "required"; Laravel does not add a length message to that.
      z.refine(
        (value: string) => value === '' || value.length >= min,
        laravelMessages.minString(field, min),
      ),
      z.maxLength(255, laravelMessages.maxString(field, 255)),
    );
}

/** One of a fixed list of values, spelled exactly. */
/* @__NO_SIDE_EFFECTS__ */
export function enumField<const T extends readonly [string, ...string[]]>(
  field: string,
  values: T,
) {
  return z.enum(values, {
    error: (issue) =>
      isMissing(issue.input) ? laravelMessages.required(field) : laravelMessages.selected(field),
  });
}

/**
 * A record id, as a number (JSON) or digits (multipart). Zero, less, or past the id range names no
 * record: Laravel's `exists` answer ("The selected id is invalid.").
 */
/* @__NO_SIDE_EFFECTS__ */
export function idField(field: string) {
  const required = laravelMessages.required(field);
  const notInteger = laravelMessages.integer(field);
  return z.pipe(
    z.union(
      [
        z.number({ error: notInteger }).check(z.int(notInteger)),
        z.pipe(
          z.string().check(
            z.trim(),
            z.regex(/^\d+$/, {
              error: (issue) => (issue.input === '' ? required : notInteger),
            }),
          ),
          z.transform(Number),
        ),
      ],
      { error: (issue) => (isMissing(issue.input) ? required : notInteger) },
    ),
    z.number().check(z.refine(isIdNumber, laravelMessages.selected(field))),
  );
}

/** A non-empty list of ids, at most `maxIdsPerCall` of them. */
/* @__NO_SIDE_EFFECTS__ */
export function idListField(field: string) {
  return z
    .array(idField(`${field}.*`), {
      error: (issue) =>
        isMissing(issue.input) ? laravelMessages.required(field) : laravelMessages.array(field),
    })
    .check(
      z.minLength(1, laravelMessages.required(field)),
      z.maxLength(maxIdsPerCall, laravelMessages.maxArray(field, maxIdsPerCall)),
    );
}

/** A number within bounds, as a number (JSON) or decimal text (multipart); blank reads as null. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalNumberField(field: string, { min, max }: { min: number; max: number }) {
  const outOfRange = laravelMessages.between(field, min, max);
  return z.nullish(
    z.pipe(
      z.union(
        [
          z.number(),
          z.pipe(
            z.literal(''),
            z.transform(() => null),
          ),
          z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
        ],
        { error: laravelMessages.numeric(field) },
      ),
      z.nullable(z.number().check(z.gte(min, outOfRange), z.lte(max, outOfRange))),
    ),
  );
}

/** A real calendar date written `YYYY-MM-DD` (no 31 February). */
/* @__NO_SIDE_EFFECTS__ */
export function dateField(field: string) {
  return requiredString(field).check(
    z.refine((value: string) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, laravelMessages.date(field)),
  );
}

/** File types the partner and rider forms allow ('Only PNG, JPG allowed.'). */
export const pngOrJpeg = {
  mimeTypes: ['image/png', 'image/jpeg'],
  extensions: ['png', 'jpg', 'jpeg'],
} as const;

/** A form entry with no file chosen: an empty string, or a nameless empty File. */
const isBlankUpload = (value: unknown) =>
  value === '' || (value instanceof File && value.name === '' && value.size === 0);

/**
 * An uploaded image (a `Blob`, so it works in browsers and on the server alike). Without
 * `accept` any image type passes. A blank form entry counts as no file.
 */
/* @__NO_SIDE_EFFECTS__ */
export function optionalImageField(field: string, accept?: typeof pngOrJpeg) {
  const image = z
    .instanceof(Blob, { error: laravelMessages.file(field) })
    .check(
      z.refine(
        (file: Blob) =>
          accept
            ? (accept.mimeTypes as readonly string[]).includes(file.type)
            : file.type.startsWith('image/'),
        accept ? laravelMessages.mimes(field, accept.extensions) : laravelMessages.image(field),
      ),
    );
  return z.optional(
    z.pipe(
      z.transform((value: Blob | '' | null | undefined) =>
        isBlankUpload(value) ? undefined : value,
      ),
      z.nullish(image),
    ),
  );
}

/** A US phone number, 10 digits, as the forms format it (212-456-7890) or bare. */
/* @__NO_SIDE_EFFECTS__ */
export function phoneField(field: string) {
  return requiredString(field, { max: 12 }).check(
    z.regex(/^\d{3}-?\d{3}-?\d{4}$/, laravelMessages.format(field)),
  );
}

/**
 * A non-empty list of values from `values`: an array in JSON, comma-joined text in multipart
 * (as the rider form sends assigned regions).
 */
/* @__NO_SIDE_EFFECTS__ */
export function enumListField<const T extends readonly [string, ...string[]]>(
  field: string,
  values: T,
) {
  return z.pipe(
    z.pipe(
      z.union([z.array(z.string()), z.string()], {
        error: (issue) =>
          isMissing(issue.input) ? laravelMessages.required(field) : laravelMessages.array(field),
      }),
      z.transform((value: string[] | string) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean)
          : value,
      ),
    ),
    z
      .array(z.enum(values, { error: laravelMessages.selected(field) }))
      .check(z.minLength(1, laravelMessages.required(field))),
  );
}

/**
 * A check, for an object schema's `.check()`, that `confirmation` repeats `field`, filing a
 * mismatch under `path`. It runs even when other fields fail, so one answer lists every problem as
 * Laravel's does; it is skipped only while either value is missing (that has its own message).
 */
/* @__NO_SIDE_EFFECTS__ */
export function matchingFields(
  field: string,
  confirmation: string,
  {
    path = field,
    message = laravelMessages.confirmed(field),
  }: { path?: string; message?: string } = {},
) {
  return z.refine<Record<string, unknown>>((value) => value[field] === value[confirmation], {
    path: [path],
    message,
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.[field] === 'string' && typeof value[confirmation] === 'string';
    },
  });
}
