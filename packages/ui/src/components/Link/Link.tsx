import type { ReactNode, Ref } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import { button, type ButtonVariants } from '../Button/Button.css';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/visually-hidden.css';
import { asButton, link, type LinkVariants } from './Link.css';

export interface LinkProps extends Omit<RACLinkProps, 'className' | 'children' | 'style'> {
  /**
   * The `<a>` element.
   * @default undefined
   */
  ref?: Ref<HTMLAnchorElement>;
  /** What the link says. */
  children?: ReactNode;
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
   * @default 'opens in a new tab', in the kit's language
   */
  newTabLabel?: string;
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * A link: React Aria's Link (`href`, `onPress`, `isDisabled`, `routerOptions`), styled by its
 * state attributes; without an `href`, an `onPress` action styled as a link that the keyboard
 * reaches too (prefer `Button` for those).
 * The kit knows no router: the app wraps its tree once in the kit's `RouterProvider`
 * (`navigate`, `useHref`), and every `Link`, `Breadcrumbs` item, `Tab` with an `href` and menu
 * item navigates client-side, while modifier-clicks and `target="_blank"` open real URLs.
 */
export function Link({
  variant,
  buttonVariant,
  buttonSize,
  newTabLabel,
  className,
  children,
  target,
  rel,
  ...props
}: LinkProps) {
  const { t } = useKitI18n();
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
      {children}
      {newTab && <span className={visuallyHidden}> ({newTabLabel ?? t('common.newTab')})</span>}
    </RACLink>
  );
}
