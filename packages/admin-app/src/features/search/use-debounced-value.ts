import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `ms`; blank text goes through at once. */
export function useDebouncedValue(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value.trim() === '') {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
