import { useCallback, useState } from 'react';
import { focusFirstInvalid, formErrorDisplay } from './form-errors.ts';
import { useFieldErrors } from './use-field-errors.ts';

/**
 * A form whose validation is the server's answer: `submit(work)` runs one submission and, when it
 * fails, puts the server's messages under their fields, or (with no field to show them under) in
 * one banner, the server's message or `fallback`; then focus moves to the first field to fix.
 * Resolves to the work's result, or `undefined` when it failed (the form has said why).
 *
 * Field messages stay until the user edits any field (`clearFieldErrors`): see useFieldErrors.
 */
export function useServerForm<Field extends string>(fields: readonly Field[], fallback: string) {
  const [isSubmitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors, clearFieldErrors] = useFieldErrors<Field>();
  // A new object per failure, so the same message twice is still a new banner (and timer).
  const [banner, setBanner] = useState<{ message: string } | null>(null);

  const submit = useCallback(
    async <T>(work: () => Promise<T>): Promise<T | undefined> => {
      setBanner(null);
      setSubmitting(true);
      try {
        return await work();
      } catch (error) {
        const display = formErrorDisplay(error, fields, fallback);
        setFieldErrors(display.fields);
        setBanner(display.banner === null ? null : { message: display.banner });
        focusFirstInvalid(display, fields);
        return undefined;
      } finally {
        setSubmitting(false);
      }
    },
    [fields, fallback, setFieldErrors],
  );

  /** Shows a message under a field before anything is sent (a rule checked in the browser). */
  const refuse = useCallback(
    (field: Field, message: string) => {
      const display = {
        fields: { [field]: message } as Partial<Record<Field, string>>,
        banner: null,
      };
      setFieldErrors(display.fields);
      focusFirstInvalid(display, fields);
    },
    [fields, setFieldErrors],
  );

  return { submit, refuse, isSubmitting, fieldErrors, clearFieldErrors, banner, setBanner };
}
