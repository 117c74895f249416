import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

export interface DebouncedCallback<Args extends unknown[]> {
  /** Calls the callback `delayMs` after the last `run`, with that run's arguments. */
  run: (...args: Args) => void;
  /** Drops the call that is waiting, if any. */
  cancel: () => void;
}

/**
 * Waits for a pause in calls (typing) before calling `callback`. The latest `callback` is
 * used, so it may close over fresh state; unmounting drops a waiting call.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): DebouncedCallback<Args> {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const run = useCallback(
    (...args: Args) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        latest.current(...args);
      }, delayMs);
    },
    [cancel, delayMs],
  );
  useEffect(() => cancel, [cancel]);

  return useMemo(() => ({ run, cancel }), [run, cancel]);
}
