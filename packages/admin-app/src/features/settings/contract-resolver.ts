import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What the resolver needs of a contract schema: zod/mini's `safeParse`. */
interface PayloadSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/**
 * A react-hook-form resolver that checks the payload a form would send against the contract's
 * schema, so the form shows the server's own words before anything is sent. The first message
 * per field wins, as the server's 422 reads (docs/product/part-2.md §5).
 */
export function contractResolver<Values extends FieldValues>(
  schema: PayloadSchema,
  payload: (values: Values) => unknown,
): Resolver<Values> {
  return (values) => {
    const result = schema.safeParse(payload(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !errors[field]) errors[field] = { type: 'contract', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
