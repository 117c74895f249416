import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * `full` while it fits in the input's text box, `short` when the box is narrower (a header on a
 * phone), so a placeholder is never cut mid-word ('Search Partı'). Measured in the input's own
 * font each time the input changes size.
 */
export function useFittingText(
  input: RefObject<HTMLInputElement | null>,
  full: string,
  short: string,
) {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const element = input.current;
    const context = document.createElement('canvas').getContext('2d');
    if (!element || !context || full === short) return;
    const measure = () => {
      const style = getComputedStyle(element);
      context.font = style.font;
      const room =
        element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      setFits(context.measureText(full).width <= room);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // Web fonts arriving later change the text's width.
    void document.fonts?.ready.then(measure);
    return () => observer.disconnect();
  }, [input, full, short]);
  return fits ? full : short;
}
