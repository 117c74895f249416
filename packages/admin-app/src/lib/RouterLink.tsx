import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The app address to go to, e.g. `paths.login.href()`. */
  to: string;
}

/**
 * A plain link between the app's own pages, followed without reloading the page. Used where the
 * kit's `Link` is not loaded (the sign-in pages and the not-found page, whose budget leaves no
 * room for the kit's shell chunk); react-router's own `Link` carries prefetching and server
 * component code this app never uses onto every page. Like a browser link, a click with a
 * modifier key, another mouse button or a `target` other than `_self` is left to the browser.
 */
export function RouterLink({ to, onClick, target, children, ...props }: RouterLinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plainClick =
      event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plainClick || (target && target !== '_self')) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <a href={to} target={target} onClick={follow} {...props}>
      {children}
    </a>
  );
}
