import { useCallback, useState } from 'react';

/**
 * State that the caller may own (`value` given) or leave to the component (`defaultValue`).
 * `onChange` is called either way; the internal copy only moves when uncontrolled.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue);
  const isControlled = value !== undefined;
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setInternal(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );
  return [isControlled ? value : internal, setValue];
}
