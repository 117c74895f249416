import { ApiError } from '../api-error.ts';

export interface FormErrorDisplay<Field extends string> {
  /** First server message per field, shown under that field. */
  fields: Partial<Record<Field, string>>;
  /** The general message; only when no field shows an error (docs/product/part-1.md §2). */
  banner: string | null;
}

/**
 * Splits a failed submit into messages under the form's fields and, failing those, one banner:
 * the server's message, else the screen's own fallback (docs/product/part-1.md §8).
 */
export function formErrorDisplay<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
  fallback: string,
): FormErrorDisplay<Field> {
  const fields: FormErrorDisplay<Field>['fields'] = {};
  if (error instanceof ApiError) {
    for (const field of formFields) {
      const message = error.fieldError(field);
      if (message) fields[field] = message;
    }
  }
  if (Object.keys(fields).length > 0) return { fields, banner: null };
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  return { fields, banner: serverMessage || fallback };
}

/** The first of `formFields` with an error, in form order: where focus goes after a refusal. */
export function firstInvalidField<Field extends string>(
  display: FormErrorDisplay<Field>,
  formFields: readonly Field[],
): Field | undefined {
  return formFields.find((field) => display.fields[field] !== undefined);
}

/** Moves focus to the first field to fix, as the browser does after a failed check of its own. */
export function focusFirstInvalid<Field extends string>(
  display: FormErrorDisplay<Field>,
  formFields: readonly Field[],
): void {
  const field = firstInvalidField(display, formFields);
  if (field) document.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
}
