import {
  Button as RACButton,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
  VisuallyHidden,
  type PopoverProps,
} from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { ChevronGlyph, LogoutGlyph, SettingsGlyph, TickGlyph } from '../private/icons';
import { cx } from '../private/cx';
import { RACRouter } from '../private/RACRouter';
import * as listStyles from '../private/popover.css';
import * as styles from './ProfileMenu.css';

/** The colour themes a user can choose; `system` follows the device's light or dark setting. */
export const profileMenuThemes = ['light', 'dark', 'system'] as const;

export type ProfileMenuThemeChoice = (typeof profileMenuThemes)[number];

/** The theme section of the menu: the current choice and what to do with a new one. */
export interface ProfileMenuTheme {
  /** The current choice, marked in the menu. */
  value: ProfileMenuThemeChoice;
  /** Called with the chosen theme; the app applies and remembers it. */
  onChange: (value: ProfileMenuThemeChoice) => void;
  /**
   * Heading of the section.
   * @default 'Theme'
   */
  label?: string;
  /**
   * Text of each choice.
   * @default { light: 'Light', dark: 'Dark', system: 'System' }
   */
  optionLabels?: Partial<Record<ProfileMenuThemeChoice, string>>;
}

const defaultThemeLabels: Record<ProfileMenuThemeChoice, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

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
  theme,
  isCompact = false,
  placement = 'bottom end',
  className,
}: ProfileMenuProps) {
  const displayName = name?.trim() || fallbackName;
  return (
    <RACRouter>
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
            {theme && (
              <>
                <Separator className={styles.separator} />
                <MenuSection
                  selectionMode="single"
                  disallowEmptySelection
                  selectedKeys={[theme.value]}
                  onSelectionChange={(keys) => {
                    const [choice] = keys === 'all' ? [] : keys;
                    if (choice !== undefined && choice !== theme.value)
                      theme.onChange(choice as ProfileMenuThemeChoice);
                  }}
                >
                  <Header className={styles.sectionHeader}>{theme.label ?? 'Theme'}</Header>
                  {profileMenuThemes.map((choice) => {
                    const label = theme.optionLabels?.[choice] ?? defaultThemeLabels[choice];
                    return (
                      <MenuItem
                        key={choice}
                        id={choice}
                        textValue={label}
                        className={listStyles.item()}
                      >
                        {({ isSelected }) => (
                          <>
                            <span className={listStyles.itemLabel}>{label}</span>
                            {isSelected && <TickGlyph className={listStyles.itemCheck} />}
                          </>
                        )}
                      </MenuItem>
                    );
                  })}
                </MenuSection>
                <Separator className={styles.separator} />
              </>
            )}
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
    </RACRouter>
  );
}
