import { useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import { mergeRefs } from './merge-refs';
import { useControllableState } from './use-controllable-state';

const countDigits = (text: string) => text.replace(/\D/g, '').length;

/** Index just after the `count`-th digit of `text` (0 before any digit). */
function indexAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/\d/.test(text.charAt(index)) && ++seen === count) return index + 1;
  }
  return text.length;
}

interface DigitsMaskOptions {
  value: string | undefined;
  defaultValue: string | undefined;
  onChange: ((value: string) => void) | undefined;
  inputRef: Ref<HTMLInputElement> | undefined;
  /** Turns whatever was typed or pasted into the shown (and reported) value. */
  format: (text: string) => string;
}

/**
 * A text input that only holds digits, laid out by `format`: every keystroke and paste is
 * reformatted, anything else is dropped, and the caret stays after the same digit.
 */
export function useDigitsMask({
  value,
  defaultValue,
  onChange,
  inputRef,
  format,
}: DigitsMaskOptions) {
  const [current, setCurrent] = useControllableState(
    value === undefined ? undefined : format(value),
    format(defaultValue ?? ''),
    onChange,
  );
  const input = useRef<HTMLInputElement | null>(null);
  const digitsBeforeCaret = useRef<number | null>(null);
  // Bumped on every input, so the caret is put back even when the value did not change
  // (a rejected letter), where React alone would move it to the end.
  const [edits, setEdits] = useState(0);
  const ref = useMemo(() => mergeRefs(input, inputRef), [inputRef]);

  useLayoutEffect(() => {
    const node = input.current;
    const digits = digitsBeforeCaret.current;
    if (!node || digits == null || node.ownerDocument.activeElement !== node) return;
    digitsBeforeCaret.current = null;
    const at = indexAfterDigits(node.value, digits);
    node.setSelectionRange(at, at);
  }, [edits]);

  const handleChange = (raw: string) => {
    const next = format(raw);
    const caret = input.current?.selectionStart ?? raw.length;
    digitsBeforeCaret.current = Math.min(countDigits(raw.slice(0, caret)), countDigits(next));
    setEdits((count) => count + 1);
    if (next !== current) setCurrent(next);
  };

  return { value: current, onChange: handleChange, inputRef: ref };
}
