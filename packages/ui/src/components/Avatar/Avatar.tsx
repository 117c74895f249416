import { useState } from 'react';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import { cx } from '../private/cx';
import { PersonGlyph } from '../private/icons';
import * as styles from './Avatar.css';
import { avatarSizes, type AvatarVariants } from './Avatar.css';

/** Up to two letters: first and last word of the name ('Maria da Silva' → 'MS'). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}

// The recipe's class list per size, built once: a page of table rows draws many avatars.
const avatarClasses = Object.fromEntries(
  avatarSizes.map((size) => [size, styles.avatar({ size })]),
) as Record<NonNullable<AvatarVariants['size']>, string>;

export interface AvatarProps {
  /**
   * The picture's URL. When missing or broken the avatar shows initials from `name`, or a
   * person glyph without a name.
   * @default undefined
   */
  src?: string | null;
  /**
   * Whose picture: gives the initials and, unless `alt` is set, the text alternative.
   * @default undefined
   */
  name?: string | null;
  /**
   * Text alternative. Pass `''` when the name is written right next to the avatar (a table row,
   * the profile menu), so screen readers do not hear it twice.
   * @default name, or 'User' (in the kit's language) without a name
   */
  alt?: string;
  /**
   * Diameter: `sm`/`md`/`lg` match the control heights, `xl` a profile header.
   * @default 'md'
   */
  size?: AvatarVariants['size'];
  /**
   * Extra class for layout.
   * @default undefined
   */
  className?: string;
}

/** A round profile picture, with initials or a placeholder when there is no usable picture. */
export function Avatar({ src, name, alt, size, className }: AvatarProps) {
  // Remember which URL failed, so a new `src` gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { t } = useKitI18n();
  const text = alt ?? (name?.trim() || t('common.user'));
  const showImage = Boolean(src) && failedSrc !== src;
  const initials = initialsOf(name);
  const rootClass = cx(avatarClasses[size ?? 'md'], className);

  if (showImage) {
    return (
      <span className={rootClass} data-fallback={undefined}>
        <img
          className={styles.image}
          src={src ?? undefined}
          alt={text}
          // Off-screen avatars (long lists) wait until scrolled near; decoding leaves the main thread.
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
        />
      </span>
    );
  }
  return (
    <span
      className={rootClass}
      data-fallback={initials ? 'initials' : 'glyph'}
      {...(text ? { role: 'img', 'aria-label': text } : { 'aria-hidden': true })}
    >
      {initials ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <PersonGlyph className={styles.glyph} />
      )}
    </span>
  );
}
