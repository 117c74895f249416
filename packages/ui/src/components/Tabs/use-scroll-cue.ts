import { useLayoutEffect, useState, type RefObject } from 'react';

/** Whether there is more to scroll to at each end of a row. */
export interface ScrollCue {
  start: boolean;
  end: boolean;
}

// Less than a pixel left over is rounding, not a hidden tab.
const slack = 1;

/**
 * Follows a sideways-scrolling row (the tabs on a phone): `start` while it is scrolled away from
 * its start, `end` while more of it lies past its end edge. Kept up to date on scroll and when
 * the row or its content changes size. Right-to-left rows scroll to negative offsets.
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>, isOn: boolean): ScrollCue {
  const [cue, setCue] = useState<ScrollCue>({ start: false, end: false });
  useLayoutEffect(() => {
    const row = ref.current;
    if (!row || !isOn) return;
    const measure = () => {
      const travelled = Math.abs(row.scrollLeft);
      const room = row.scrollWidth - row.clientWidth;
      const next = { start: travelled > slack, end: room - travelled > slack };
      setCue((now) => (now.start === next.start && now.end === next.end ? now : next));
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(row);
    for (const child of Array.from(row.children)) resize.observe(child);
    return () => {
      row.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [ref, isOn]);
  return cue;
}
