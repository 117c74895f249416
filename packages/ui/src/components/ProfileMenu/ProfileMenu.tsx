import {
  Button as RACButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  VisuallyHidden,
  type PopoverProps,
} from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { ChevronGlyph, LogoutGlyph, SettingsGlyph } from '../private/icons';
import { cx } from '../private/cx';
import * as listStyles from '../private/popover.css';
import * as styles from './ProfileMenu.css';

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
   * @default 'User'
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
   * @default 'Settings'
   */
  settingsLabel?: string;
  /**
   * Text of the Logout item.
   * @default 'Logout'
   */
  logoutLabel?: string;
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
 * Settings and Logout. Arrow keys move through the items, Escape closes and focus returns.
 */
export function ProfileMenu({
  name,
  email,
  photo,
  fallbackName = 'User',
  settingsHref,
  onSettings,
  onLogout,
  settingsLabel = 'Settings',
  logoutLabel = 'Logout',
  isCompact = false,
  placement = 'bottom end',
  className,
}: ProfileMenuProps) {
  const displayName = name?.trim() || fallbackName;
  return (
    <MenuTrigger>
      <RACButton className={cx(styles.trigger, className)} data-compact={isCompact || undefined}>
        {/* The name is written beside it, so the picture is decorative. */}
        <Avatar src={photo} name={name?.trim() || undefined} alt="" size="sm" />
        {isCompact ? (
          // Still the button's name, from its content (so it matches what speech users say).
          <VisuallyHidden>{displayName}</VisuallyHidden>
        ) : (
          <span className={styles.texts}>
            <span className={styles.name}>{displayName}</span>
            {email && <span className={styles.email}>{email}</span>}
          </span>
        )}
        <ChevronGlyph direction="down" className={styles.chevron} />
      </RACButton>
      <Popover placement={placement} className={listStyles.popover}>
        {/* Named by its trigger (the user's name), as RAC's MenuTrigger wires it. */}
        <Menu className={listStyles.list}>
          <MenuItem
            id="settings"
            href={settingsHref}
            onAction={onSettings}
            textValue={settingsLabel}
            className={listStyles.item()}
          >
            <SettingsGlyph className={styles.itemIcon} />
            {settingsLabel}
          </MenuItem>
          <MenuItem
            id="logout"
            onAction={onLogout}
            textValue={logoutLabel}
            className={listStyles.item()}
          >
            <LogoutGlyph className={styles.itemIcon} />
            {logoutLabel}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
