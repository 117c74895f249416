import { lazy, Suspense } from 'react';
import { Button, type PopoverProps } from 'react-aria-components';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import { Avatar } from '../Avatar/Avatar';
import { cx } from '../private/cx';
import { ChevronGlyph } from '../private/icons';
import { useLightTrigger, type LightTriggerProps } from '../private/light-trigger';
import { visuallyHidden } from '../private/visually-hidden.css';
import * as styles from './ProfileMenu.css';
import { profileMenuThemes, type ProfileMenuThemeChoice } from './profile-menu-themes';

export { profileMenuThemes, type ProfileMenuThemeChoice };

/** Loads the lazy part; stories preload it (storybook/preload.ts). */
export const loadProfileMenuOverlay = () => import('./ProfileMenuOverlay');

const ProfileMenuOverlay = lazy(() =>
  loadProfileMenuOverlay().then((module) => ({ default: module.ProfileMenuOverlay })),
);

/** The theme section of the menu: the current choice and what to do with a new one. */
export interface ProfileMenuTheme {
  /** The current choice, marked in the menu. */
  value: ProfileMenuThemeChoice;
  /** Called with the chosen theme; the app applies and remembers it. */
  onChange: (value: ProfileMenuThemeChoice) => void;
  /**
   * Heading of the section.
   * @default 'Theme', in the kit's language
   */
  label?: string;
  /**
   * Text of each choice.
   * @default { light: 'Light', dark: 'Dark', system: 'System' }, in the kit's language
   */
  optionLabels?: Partial<Record<ProfileMenuThemeChoice, string>>;
}

export interface ProfileMenuProps {
  /**
   * The signed-in user's name (the app joins first and last name when needed).
   * @default undefined, shown as `fallbackName`
   */
  name?: string | null;
  /**
   * The user's email, under the name.
   * @default undefined
   */
  email?: string | null;
  /**
   * Profile picture URL; a missing or broken one falls back to initials or a person glyph.
   * @default undefined
   */
  photo?: string | null;
  /**
   * Shown when there is no name.
   * @default 'User', in the kit's language
   */
  fallbackName?: string;
  /**
   * Where Settings leads, e.g. '/settings' (navigates through `RouterProvider`).
   * @default undefined
   */
  settingsHref?: string;
  /**
   * Called when Settings is chosen (with or without `settingsHref`).
   * @default undefined
   */
  onSettings?: () => void;
  /** Called when Logout is chosen. */
  onLogout: () => void;
  /**
   * Text of the Settings item.
   * @default 'Settings', in the kit's language
   */
  settingsLabel?: string;
  /**
   * Text of the Logout item.
   * @default 'Logout', in the kit's language
   */
  logoutLabel?: string;
  /**
   * Adds a theme choice (light, dark, system) between Settings and Logout, the current one
   * marked (`menuitemradio`).
   * @default undefined (no theme section)
   */
  theme?: ProfileMenuTheme;
  /**
   * Show only the picture (narrow headers); the name stays the trigger's accessible name.
   * @default false
   */
  isCompact?: boolean;
  /**
   * Where the menu opens; it flips when there is no room.
   * @default 'bottom end'
   */
  placement?: PopoverProps['placement'];
  /**
   * Extra class on the trigger, for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * The header's profile menu: the user's picture, name and email on a button that opens
 * Settings, an optional theme choice, and Logout. Arrow keys move through the items, Escape closes and focus returns.
 *
 * Until first used it is only its trigger, a lone button with the same name, content and look:
 * the menu (react-aria-components' MenuTrigger, Menu and Popover) loads when the browser is idle
 * after the first paint, or on hover or focus, and takes over on the first press, opening at once.
 */
export function ProfileMenu(props: ProfileMenuProps) {
  const [openedBy, triggerProps] = useLightTrigger(loadProfileMenuOverlay);
  const trigger = <LightTrigger {...props} trigger={triggerProps} />;
  if (openedBy === null) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ProfileMenuOverlay {...props} openOnMount={openedBy} />
    </Suspense>
  );
}

/** The trigger before the menu is loaded: the same button, announced as opening a menu. */
function LightTrigger({
  name,
  email,
  photo,
  fallbackName,
  isCompact = false,
  className,
  trigger,
}: ProfileMenuProps & { trigger: LightTriggerProps }) {
  const { t } = useKitI18n();
  const displayName = name?.trim() || (fallbackName ?? t('common.user'));
  return (
    <Button
      {...trigger}
      aria-haspopup="true"
      className={cx(styles.trigger, className)}
      data-compact={isCompact || undefined}
    >
      {/* The name is written beside it, so the picture is decorative. */}
      <Avatar src={photo} name={name?.trim() || undefined} alt="" size="sm" />
      {isCompact ? (
        // Still the button's name, from its content (so it matches what speech users say).
        <span className={visuallyHidden}>{displayName}</span>
      ) : (
        <span className={styles.texts}>
          <span className={styles.name}>{displayName}</span>
          {email && <span className={styles.email}>{email}</span>}
        </span>
      )}
      <ChevronGlyph direction="down" className={styles.chevron} />
    </Button>
  );
}
