import type { ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { Link } from '../Link/Link';
import { cx } from '../private/cx';
import * as styles from './PersonCell.css';
import type { PersonCellVariants } from './PersonCell.css';

export interface PersonCellProps {
  /** Who it is, e.g. 'Maria Lopez'; also gives the avatar's initials when there is no photo. */
  name: string;
  /**
   * A quieter second line, usually the email. Cut with an ellipsis when too long, like the name
   * (the full text stays in the page for screen readers, and shows as a tooltip).
   * @default undefined
   */
  secondary?: ReactNode;
  /**
   * The photo's URL; initials are shown when missing or broken.
   * @default undefined
   */
  src?: string | null;
  /**
   * Makes the name a link, e.g. to the person's profile.
   * @default undefined
   */
  href?: string;
  /**
   * `sm` for table rows, `md` for lists with more room.
   * @default 'sm'
   */
  size?: PersonCellVariants['size'];
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * A person at a glance: photo, name and email on one row, as in the travelers, partners and
 * riders tables. The photo is decorative (its name is written beside it).
 */
export function PersonCell({
  name,
  secondary,
  src,
  href,
  size = 'sm',
  className,
}: PersonCellProps) {
  return (
    <span className={cx(styles.personCell({ size }), className)}>
      <Avatar src={src} name={name} alt="" size={size} />
      <span className={styles.text}>
        {href != null ? (
          <Link href={href} variant="subtle" className={styles.name}>
            {name}
          </Link>
        ) : (
          <span className={styles.name} title={name}>
            {name}
          </span>
        )}
        {secondary != null && (
          <span
            className={styles.secondary}
            title={typeof secondary === 'string' ? secondary : undefined}
          >
            {secondary}
          </span>
        )}
      </span>
    </span>
  );
}
