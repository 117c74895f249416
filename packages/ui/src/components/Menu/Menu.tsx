import { lazy, Suspense } from 'react';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { ChevronGlyph, MoreGlyph } from '../private/icons';
import { useLightTrigger, type LightTriggerProps } from '../private/light-trigger';
import * as styles from './Menu.css';
import type { MenuProps } from './menu-types';
import { useKitI18n } from '../../i18n/use-kit-i18n';

export type { MenuAction, MenuProps } from './menu-types';

/** Loads the lazy part; stories preload it (storybook/preload.ts). */
export const loadActionMenu = () => import('./ActionMenu');

const ActionMenu = lazy(() => loadActionMenu().then((module) => ({ default: module.ActionMenu })));

/**
 * A button that opens a list of actions. Used as a row action menu ("⋮") and as a bulk action
 * menu ('Bulk actions'). Arrow keys move through the items, typing jumps to one, Escape closes
 * and focus returns to the trigger. Until first used it is a lone button of the same name and
 * look; React Aria's menu loads when the browser is idle, or on hover or focus, and takes over
 * on the first press, opening at once (`useLightTrigger`).
 */
export function Menu(props: MenuProps) {
  const [openedBy, triggerProps] = useLightTrigger(
    loadActionMenu,
    props.isOpen || props.defaultOpen,
  );
  const trigger = <LightTrigger {...props} trigger={triggerProps} />;
  if (openedBy === null) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ActionMenu {...props} openOnMount={openedBy} />
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
  trigger,
}: MenuProps & { trigger: LightTriggerProps }) {
  const { t } = useKitI18n();
  const shared = { ...trigger, 'aria-haspopup': true, isDisabled, excludeFromTabOrder, className };
  if (label == null) {
    return (
      <IconButton {...shared} aria-label={ariaLabel ?? t('common.moreActions')} size="sm">
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
