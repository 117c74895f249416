import { useEffect, type RefObject } from 'react';

/** Ctrl+K or Cmd+K anywhere on the page focuses the box and selects its text. */
export function useFocusShortcut(inputRef: RefObject<HTMLInputElement | null>, isEnabled: boolean) {
  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey)) return;
      if (event.altKey || event.shiftKey) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [inputRef, isEnabled]);
}
