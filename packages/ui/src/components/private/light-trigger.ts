import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * How a light trigger was pressed, for the overlay to open as React Aria's own trigger would:
 * the arrow key to press again (Enter, Space and a screen reader's click open on the first item,
 * as the down arrow does), or a pointer.
 */
export type OpenedBy = 'ArrowDown' | 'ArrowUp' | 'pointer';

/** The props a light trigger's button takes (React Aria's `Button`, the kit's `Button` or `IconButton`). */
export interface LightTriggerProps {
  'aria-expanded': false;
  onPress: (event: { pointerType: string }) => void;
  onHoverStart: () => void;
  onFocus: () => void;
  onKeyDown: (event: { key: string; preventDefault: () => void }) => void;
}

/**
 * A trigger drawn as a lone button until its React Aria overlay is needed: `load` (the overlay's
 * `import()`) runs when the browser is idle and on hover or focus; a press (or an arrow key), or
 * `isOpen`, activates the overlay, which opens as pressed once it arrives, however late.
 * Returns the state and the props for the button. The state is null while the button stands
 * alone; once the overlay is to render (lazily, the button as its fallback), how it was pressed,
 * or false when `isOpen` asked for it.
 */
export function useLightTrigger(
  load: () => Promise<unknown>,
  isOpen = false,
): [openedBy: OpenedBy | false | null, triggerProps: LightTriggerProps] {
  const [openedBy, setOpenedBy] = useState<OpenedBy | false | null>(isOpen ? false : null);
  if (isOpen && openedBy === null) setOpenedBy(false);
  const warm = () => void load();
  useEffect(() => whenIdle(warm), [load]);
  return [
    openedBy,
    {
      'aria-expanded': false,
      // React Aria opens a menu or list on its first item for Enter, Space and a screen
      // reader's click ('virtual'), as the down arrow does.
      onPress: (event) =>
        setOpenedBy(
          event.pointerType === 'keyboard' || event.pointerType === 'virtual'
            ? 'ArrowDown'
            : 'pointer',
        ),
      onHoverStart: warm,
      onFocus: warm,
      // As on React Aria's menu and list triggers, the arrow keys open it too (up on the last
      // item). A dialog's trigger does not open on them: it leaves this out.
      onKeyDown: (event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        setOpenedBy(event.key);
      },
    },
  ];
}
