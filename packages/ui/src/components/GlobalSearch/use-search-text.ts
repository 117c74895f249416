import { useState } from 'react';
import { useDebouncedCallback } from '../private/use-debounced-callback';

interface SearchTextOptions {
  value: string | undefined;
  defaultValue: string;
  onValueChange: ((value: string) => void) | undefined;
  debounceMs: number;
}

/**
 * The box's text and what goes out of it: the text follows every keystroke, the caller hears of
 * it at once or `debounceMs` after the last one (blank text at once), and a `value` the caller
 * sets replaces the text. `isWaiting` is true while a report waits for the pause.
 */
export function useSearchText({
  value,
  defaultValue,
  onValueChange,
  debounceMs,
}: SearchTextOptions) {
  const [text, setText] = useState(value ?? defaultValue);
  // What was last reported to the caller: a `value` that differs came from outside (e.g. the
  // app cleared the query) and replaces the text; one that matches is our own echo, possibly
  // older than what the user has typed since.
  const [reported, setReported] = useState(value ?? defaultValue);

  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== reported) {
      setText(value);
      setReported(value);
    }
  }

  // While the debounce waits, the results on screen belong to an older query: say 'Searching...'.
  const [isWaiting, setIsWaiting] = useState(false);

  const report = (next: string) => {
    setIsWaiting(false);
    setReported(next);
    onValueChange?.(next);
  };
  const debouncedReport = useDebouncedCallback(report, debounceMs);

  const onInputChange = (next: string) => {
    setText(next);
    debouncedReport.cancel();
    // Blank text goes out at once: there is nothing to wait for, the results just clear.
    if (debounceMs > 0 && next.trim() !== '') {
      setIsWaiting(true);
      debouncedReport.run(next);
    } else {
      report(next);
    }
  };

  return { text, isWaiting, onInputChange };
}
