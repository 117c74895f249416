import { useContext, useState } from 'react';
import { FormValidationContext } from 'react-aria-components';

/**
 * The first server error the surrounding `Form` holds for `name` (its `validationErrors`), for
 * fields that keep their own form value instead of an input: shown until `clear()` is called
 * on the user's first edit, and again when the form receives a new errors object.
 */
export function useServerError(name: string | undefined): [string | undefined, () => void] {
  const errors = useContext(FormValidationContext);
  const [clearedFor, setClearedFor] = useState<object | null>(null);
  const entry = name ? errors?.[name] : undefined;
  const message = Array.isArray(entry) ? entry[0] : entry;
  const shown = errors && errors !== clearedFor ? message : undefined;
  return [shown || undefined, () => setClearedFor(errors ?? null)];
}
