import { createContext } from 'react';
import type { LinkProps as RACLinkProps } from 'react-aria-components';

/** What a link's `href` and `routerOptions` are, as React Aria types them. */
export type Href = NonNullable<RACLinkProps['href']>;
export type RouterOptions = RACLinkProps['routerOptions'];

/**
 * The app's router as the kit's native links see it: the kit's `RouterProvider` fills it beside
 * React Aria's own, so a plain `<a>` navigates client-side without React Aria's link code.
 */
export interface KitRouter {
  /** Null without a provider: the browser follows the link. */
  navigate: ((href: Href, routerOptions: RouterOptions) => void) | null;
  useHref: (href: Href) => string;
}

const sameHref = (href: Href) => href;

export const KitRouterContext = createContext<KitRouter>({ navigate: null, useHref: sameHref });

/**
 * Whether a click on this link is the app's to handle: same window, same origin, no download and
 * no modifier key (those open a tab or window, or save, as the browser does). React Aria's rule.
 */
export function shouldClientNavigate(
  link: HTMLAnchorElement,
  modifiers: { metaKey: boolean; ctrlKey: boolean; altKey: boolean; shiftKey: boolean },
) {
  const target = link.getAttribute('target');
  return (
    (!target || target === '_self') &&
    link.origin === location.origin &&
    !link.hasAttribute('download') &&
    !modifiers.metaKey &&
    !modifiers.ctrlKey &&
    !modifiers.altKey &&
    !modifiers.shiftKey
  );
}
