import { useEffect, useRef } from 'react';
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
} from 'react-aria-components';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import { Avatar } from '../Avatar/Avatar';
import { ChevronGlyph, LogoutGlyph, SettingsGlyph, TickGlyph } from '../private/icons';
import { cx } from '../private/cx';
import type { OpenedBy } from '../private/light-trigger';
import * as listStyles from '../private/popover.css';
import * as styles from './ProfileMenu.css';
import type { ProfileMenuProps } from './ProfileMenu';
import {
  profileMenuThemes,
  themeLabelKeys,
  type ProfileMenuThemeChoice,
} from './profile-menu-themes';

/**
 * The whole profile menu, which `ProfileMenu` loads on first use: react-aria-components'
 * MenuTrigger, Menu and Popover. With `openOnMount` it opens at once, as its trigger would for
 * that kind of press (the press that loaded it landed on `ProfileMenu`'s light trigger).
 */
export function ProfileMenuOverlay({
  name,
  email,
  photo,
  fallbackName,
  settingsHref,
  onSettings,
  onLogout,
  settingsLabel: settingsLabelProp,
  logoutLabel: logoutLabelProp,
  theme,
  isCompact = false,
  placement = 'bottom end',
  className,
  openOnMount = false,
}: ProfileMenuProps & { openOnMount?: OpenedBy | false }) {
  const { t } = useKitI18n();
  const displayName = name?.trim() || (fallbackName ?? t('common.user'));
  const settingsLabel = settingsLabelProp ?? t('profile.settings');
  const logoutLabel = logoutLabelProp ?? t('profile.logout');
  const triggerBox = useRef<HTMLSpanElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // Once, for the press that loaded the menu (a re-run must not press the trigger again).
    if (!openOnMount || opened.current) return;
    opened.current = true;
    const trigger = triggerBox.current?.querySelector('button');
    if (!trigger) return;
    trigger.focus();
    if (openOnMount !== 'pointer') {
      // The arrow key opens React Aria's menu on its first or last item, as Enter, Space or an
      // arrow key on the light trigger asked for.
      trigger.dispatchEvent(
        new KeyboardEvent('keydown', { key: openOnMount, bubbles: true, cancelable: true }),
      );
      return;
    }
    // A mouse press opens the menu with focus on the menu itself, as React Aria's trigger does.
    const init = {
      bubbles: true,
      cancelable: true,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      button: 0,
    };
    trigger.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
    trigger.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
    // Only the press that loaded it: later renders must not reopen the menu.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <MenuTrigger>
        {/* Holds the trigger for `openOnMount`, without a box of its own in the layout. */}
        <span ref={triggerBox} style={{ display: 'contents' }}>
          <RACButton
            className={cx(styles.trigger, className)}
            data-compact={isCompact || undefined}
          >
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
        </span>
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
                  <Header className={styles.sectionHeader}>
                    {theme.label ?? t('profile.theme')}
                  </Header>
                  {profileMenuThemes.map((choice) => {
                    const label = theme.optionLabels?.[choice] ?? t(themeLabelKeys[choice]);
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
    </>
  );
}
