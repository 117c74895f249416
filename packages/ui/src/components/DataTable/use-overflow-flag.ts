import { useLayoutEffect, type RefObject } from 'react';

/**
 * Marks the frame `data-overflows` while the table is wider than it, so the frame scrolls
 * sideways (see `container` in table.css.ts). Set on the element directly, so a resize never
 * re-renders the rows. `remount` is what swaps the table out (the error state), to observe anew.
 */
export function useOverflowFlag(
  frameRef: RefObject<HTMLDivElement | null>,
  tableRef: RefObject<HTMLTableElement | null>,
  remount: unknown,
) {
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const table = tableRef.current;
    if (!frame || !table) return;
    const observer = new ResizeObserver(() => {
      frame.toggleAttribute('data-overflows', table.offsetWidth > frame.clientWidth + 1);
    });
    observer.observe(frame);
    observer.observe(table);
    return () => observer.disconnect();
  }, [frameRef, tableRef, remount]);
}
