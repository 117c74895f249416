import { useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { useControllableState } from '../use-controllable-state';

/** What `inputRef` receives: enough for react-hook-form to focus the field. */
export interface FocusHandle {
  focus: () => void;
}

interface SegmentedValueOptions<T> {
  /** The value as text, controlled; `null` is the same as `''` (none). */
  value: string | null | undefined;
  defaultValue: string | null | undefined;
  onChange: ((value: string) => void) | undefined;
  /** Reads the text; a function defined once (outside the component), not per render. */
  parse: (text: string) => T | null;
  inputRef: Ref<FocusHandle> | undefined;
}

/**
 * The part DatePicker and TimeField12h share: a value in and out as a string ('2026-05-01',
 * '9:05 AM'), parsed for RAC's segmented field, and a focus handle that puts focus on the
 * first segment of the group it is given (`groupRef`).
 */
export function useSegmentedValue<T>({
  value,
  defaultValue,
  onChange,
  parse,
  inputRef,
}: SegmentedValueOptions<T>) {
  const [text, setText] = useControllableState(
    value === undefined ? undefined : (value ?? ''),
    defaultValue ?? '',
    onChange,
  );
  const parsed = useMemo(() => parse(text), [parse, text]);
  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    inputRef,
    () => ({
      focus: () => groupRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus(),
    }),
    [],
  );
  return { parsed, setText, groupRef };
}
