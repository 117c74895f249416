import { useLayoutEffect, type RefObject } from 'react';
import { pageActionsBottom } from './app-header.css';

/** The custom property's own name (`createVar` gives `var(--name)`). */
const property = pageActionsBottom.slice(4, -1);

/**
 * Publishes where a page header's actions end, on the root element, so toasts (portalled to
 * `<body>`, top-right) start under them. Followed on resize and scroll: once the actions scroll
 * away the figure drops and toasts rise back to just under the shell's header.
 */
export function usePageActionsOffset(actions: RefObject<HTMLElement | null>, isPresent: boolean) {
  useLayoutEffect(() => {
    const element = actions.current;
    if (!isPresent || !element) return;
    const root = document.documentElement;
    let frame = 0;
    const publish = () => {
      frame = 0;
      root.style.setProperty(
        property,
        `${Math.max(0, Math.ceil(element.getBoundingClientRect().bottom))}px`,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(publish);
    };
    publish();
    const observer = new ResizeObserver(schedule);
    observer.observe(element);
    // Capture: the page may scroll inside the shell's main area rather than the window.
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      root.style.removeProperty(property);
    };
  }, [actions, isPresent]);
}
