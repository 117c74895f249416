import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { ChevronGlyph, MoreGlyph } from '../private/icons';
import { whenIdle } from '../private/when-idle';
import * as styles from './Menu.css';
import type { MenuProps } from './menu-types';

export type { MenuAction, MenuProps } from './menu-types';

const loadActionMenu = () => import('./ActionMenu');

const ActionMenu = lazy(() => loadActionMenu().then((module) => ({ default: module.ActionMenu })));

/** Starts loading the menu when a person shows intent (hover, focus). */
const warm = () => void loadActionMenu();

/**
 * A button that opens a list of actions. Used as a row action menu ("⋮") and as a bulk action
 * menu ('Bulk actions'). Arrow keys move through the items, typing jumps to one, Escape closes
 * and focus returns to the trigger.
 *
 * Until first used it is only its trigger, a plain button with the same name and look: the menu
 * (react-aria-components' MenuTrigger, Menu and Popover) loads when the browser is idle after
 * the first paint, or on hover or focus, and takes over on the first press, opening at once
 * (issue #16).
 */
export function Menu(props: MenuProps) {
  const [isActive, setActive] = useState(props.isOpen === true || props.defaultOpen === true);
  const [openOnMount, setOpenOnMount] = useState<'keyboard' | 'pointer' | false>(false);
  useEffect(() => whenIdle(warm), []);
  const open = (how: 'keyboard' | 'pointer') => {
    setOpenOnMount(how);
    setActive(true);
  };
  const trigger = <LightTrigger {...props} onOpen={open} />;
  if (!isActive) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ActionMenu {...props} openOnMount={openOnMount} />
    </Suspense>
  );
}

/** The menu's trigger before the menu is loaded: the same button, announced as opening a menu. */
function LightTrigger({
  label,
  'aria-label': ariaLabel,
  isDisabled,
  variant = 'secondary',
  size,
  excludeFromTabOrder,
  className,
  onOpen,
}: MenuProps & { onOpen: (how: 'keyboard' | 'pointer') => void }) {
  const shared = {
    isDisabled,
    excludeFromTabOrder,
    className,
    'aria-haspopup': true,
    'aria-expanded': false,
    onPress: (event: { pointerType: string }) =>
      onOpen(
        event.pointerType === 'keyboard' || event.pointerType === 'virtual'
          ? 'keyboard'
          : 'pointer',
      ),
    onHoverStart: warm,
    onFocus: warm,
    // As on React Aria's trigger, the arrow keys open the menu too.
    onKeyDown: (event: { key: string; preventDefault: () => void }) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      onOpen('keyboard');
    },
  } as const;
  if (label == null) {
    return (
      <IconButton {...shared} aria-label={ariaLabel ?? 'More actions'} size="sm">
        <MoreGlyph />
      </IconButton>
    );
  }
  return (
    <Button {...shared} aria-label={ariaLabel} variant={variant} size={size}>
      {label}
      <ChevronGlyph direction="down" className={styles.chevron} />
    </Button>
  );
}
