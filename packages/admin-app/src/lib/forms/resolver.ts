import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

// The one way a form checks itself before sending: the contract's schema judges the payload the
// form would send, as the server will, so the form shows the server's own words first. The first
// message per field wins, as the server's 422 reads (docs/product/part-2.md §5).

/** What the check needs of a contract schema: zod/mini's `safeParse`. */
export interface PayloadSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/** A form's verdict: the first message per field, empty when it may be sent. */
export type FieldMessages<Field extends string = string> = Partial<Record<Field, string>>;

/**
 * The contract's verdict on `payload`, as the first message per form field. `fields` maps a
 * payload key to the form field that shows its message (a key it does not name is left out); by
 * default each key is its own field.
 */
export function contractErrors<Field extends string = string>(
  schema: PayloadSchema,
  payload: unknown,
  fields?: Readonly<Record<string, Field>>,
): FieldMessages<Field> {
  const result = schema.safeParse(payload);
  const errors: FieldMessages<Field> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    const field = fields ? fields[key] : (key as Field);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A react-hook-form resolver from a form's verdict (see `contractErrors`). */
export function fieldErrorsResolver<Values extends FieldValues>(
  verdict: (values: Values) => FieldMessages | Promise<FieldMessages>,
): Resolver<Values> {
  return async (values) => {
    const entries = Object.entries(await verdict(values)).filter(([, message]) => message);
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    );
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** A resolver that holds the payload `payload(values)` to the contract's `schema`. */
export function contractResolver<Values extends FieldValues>(
  schema: PayloadSchema,
  payload: (values: Values) => unknown,
  fields?: Readonly<Record<string, string>>,
): Resolver<Values> {
  return fieldErrorsResolver((values) => contractErrors(schema, payload(values), fields));
}
