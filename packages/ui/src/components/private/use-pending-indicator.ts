import { useEffect, useState } from 'react';

/**
 * How long a wait lasts before a pending indicator shows. A quicker answer would only flash a
 * spinner, and a spinning one keeps the browser drawing frames while the answer is on its way,
 * which slows the keystroke it waits for. React Spectrum's combobox waits as long before it shows
 * that it is loading.
 */
export const pendingIndicatorDelay = 500;

/**
 * Whether to show a pending indicator: true once `isPending` has stayed true for `delay` ms,
 * false as soon as it is false again.
 */
export function usePendingIndicator(isPending: boolean, delay = pendingIndicatorDelay): boolean {
  const [isLong, setLong] = useState(false);
  // A new wait starts from nothing: an indicator shown for the last one must not show at once.
  if (!isPending && isLong) setLong(false);
  useEffect(() => {
    if (!isPending) return;
    const timer = setTimeout(() => setLong(true), delay);
    return () => clearTimeout(timer);
  }, [isPending, delay]);
  return isPending && isLong;
}
