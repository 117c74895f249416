import { useLayoutEffect, type RefObject } from 'react';
import { appHeaderBottom } from './app-header.css';

/** The custom property's own name (`createVar` gives `var(--name)`). */
const property = appHeaderBottom.slice(4, -1);

/**
 * Publishes where the sticky header ends, on the root element, so overlays portalled to `<body>`
 * (toasts) can start under it. Measured rather than assumed: the header grows with its content
 * (a taller search field or avatar), and a fixed figure would let a toast cover the bell.
 */
export function useAppHeaderOffset(header: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    // Its bottom edge rather than its height: it sticks at the top of a shell that fills the
    // window, and anything a host puts above the shell (a banner) moves it down as well.
    const observer = new ResizeObserver(() => {
      root.style.setProperty(property, `${Math.ceil(element.getBoundingClientRect().bottom)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [header]);
}
