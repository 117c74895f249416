import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { formErrorDisplay } from './form-errors.ts';

/**
 * Puts a failed submit's server messages under the fields of a react-hook-form form (the first
 * message per field, docs/product/part-2.md §5) and focuses the first one. Answers the message for
 * the form's banner and toast when no field shows one: the server's message, else `fallback`
 * ('Something went wrong!'); null when the fields say it all. `fields` maps the server's field
 * names to the form's where they differ (the partner form's `profileImage`), else lists them.
 */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[] | Readonly<Record<string, FieldPath<Values>>>,
  fallback: string,
): string | null {
  const byServerName: Readonly<Record<string, FieldPath<Values>>> = Array.isArray(fields)
    ? Object.fromEntries(fields.map((field) => [field, field]))
    : (fields as Readonly<Record<string, FieldPath<Values>>>);
  const display = formErrorDisplay(error, Object.keys(byServerName), fallback);
  let focused = false;
  for (const [serverName, message] of Object.entries(display.fields)) {
    const field = byServerName[serverName];
    if (!field || !message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return display.banner;
}
