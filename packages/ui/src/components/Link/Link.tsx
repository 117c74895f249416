import {
  Link as RACLink,
  VisuallyHidden,
  composeRenderProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { button, type ButtonVariants } from '../Button/Button.css';
import { cx } from '../private/cx';
import { asButton, link, type LinkVariants } from './Link.css';

export interface LinkProps extends Omit<RACLinkProps, 'className' | 'style'> {
  /**
   * `inline` (underlined) inside running text, `standalone` for a link on its own line,
   * `subtle` (text colour) where many links sit together, e.g. table cells.
   * @default 'inline'
   */
  variant?: LinkVariants['variant'];
  /**
   * Draw the link as a `Button` of this variant, e.g. 'Add Partner'. It is still a link: it
   * navigates, and opens in a new tab with a modifier key. Overrides `variant`.
   * @default undefined
   */
  buttonVariant?: ButtonVariants['variant'];
  /**
   * Size when drawn as a button.
   * @default 'md'
   */
  buttonSize?: ButtonVariants['size'];
  /**
   * Read out after the name of a link with `target="_blank"`, so the new tab is no surprise.
   * @default 'opens in a new tab'
   */
  newTabLabel?: string;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * A link: react-aria-components' Link, so it also works from the keyboard when it has no `href`
 * (then it is an `onPress` action styled as a link; prefer `Button` for those).
 *
 * Routing: the kit knows no router. The app wraps its tree once in RAC's `RouterProvider`
 * (`<RouterProvider navigate={navigate} useHref={useHref}>`, re-exported from this kit), and
 * every `Link`, `Breadcrumbs` item, `Tab` with an `href` and menu item navigates client-side,
 * while modifier-clicks and `target="_blank"` still open real URLs.
 */
export function Link({
  variant,
  buttonVariant,
  buttonSize,
  newTabLabel = 'opens in a new tab',
  className,
  children,
  target,
  rel,
  ...props
}: LinkProps) {
  const newTab = target === '_blank';
  return (
    <RACLink
      {...props}
      target={target}
      rel={rel ?? (newTab ? 'noopener noreferrer' : undefined)}
      className={cx(
        buttonVariant
          ? cx(button({ variant: buttonVariant, size: buttonSize }), asButton)
          : link({ variant }),
        className,
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {newTab && <VisuallyHidden> ({newTabLabel})</VisuallyHidden>}
        </>
      ))}
    </RACLink>
  );
}
