import { useCallback, useState } from 'react';

const none = {};

/**
 * The server's messages under a form's fields, until the user edits any field. The kit's Form
 * keeps the browser's checks, which block a submit while any field holds an error, and clears an
 * error only when its own field changes: a mismatch reported on Password but fixed in Confirm
 * Password, or bad credentials reported on Email but fixed in Password, would otherwise block
 * the corrected submit.
 */
export function useFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(none);
  // Same object when nothing is shown, so typing re-renders nothing.
  const clear = useCallback(() => setErrors((current) => (current === none ? current : none)), []);
  return [errors, setErrors, clear] as const;
}
