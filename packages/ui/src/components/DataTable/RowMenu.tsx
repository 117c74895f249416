import { lazy, memo, Suspense, useId, useRef, useState, type RefObject } from 'react';
import { Button, type Key } from 'react-aria-components';
import type { MenuAction } from '../Menu/Menu';
import { MoreGlyph } from '../private/icons';
import { menuTrigger } from './actions.css';

/** Loads the row menu's list; stories preload it (storybook/preload.ts). */
export const loadRowMenuPopover = () => import('./RowMenuPopover');
const RowMenuPopover = lazy(() =>
  loadRowMenuPopover().then((module) => ({ default: module.RowMenuPopover })),
);

/** Starts fetching the list's code when a pointer or focus comes near, so a press finds it. */
const preload = () => void loadRowMenuPopover();

type FocusStrategy = boolean | 'first' | 'last';

export interface RowMenuProps {
  /** The row the actions are for: when another row takes this one's place, an open list closes. */
  rowId: Key;
  /** The row's actions. */
  items: readonly MenuAction[];
  /** The trigger's name, e.g. 'Actions for Jane Doe'. */
  'aria-label': string;
}

/**
 * A row's "⋮" menu: React Aria's Button, drawn with the row, and the action list behind it loaded on
 * first hover, focus or press. Enter, Space and ArrowDown open it on the first item, ArrowUp on
 * the last; a click opens it as a list.
 */
export function RowMenu({ rowId, items, 'aria-label': ariaLabel }: RowMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const [focus, setFocus] = useState<FocusStrategy | null>(null);
  // The list is open for one row: another row taking this one's place closes it.
  const [shownRowId, setShownRowId] = useState(rowId);
  if (shownRowId !== rowId) {
    setShownRowId(rowId);
    setFocus(null);
  }
  const isOpen = focus !== null;
  return (
    <>
      {/* The trigger's name, outside it: a new row in this place changes this text only. */}
      <span id={labelId} hidden>
        {ariaLabel}
      </span>
      <RowMenuTrigger triggerRef={triggerRef} labelId={labelId} isOpen={isOpen} onOpen={setFocus} />
      {isOpen && (
        <Suspense fallback={null}>
          <RowMenuPopover
            triggerRef={triggerRef}
            items={items}
            aria-label={ariaLabel}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- where the opened list puts focus
            autoFocus={focus}
            onClose={() => setFocus(null)}
          />
        </Suspense>
      )}
    </>
  );
}

interface RowMenuTriggerProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Id of the element that names it. */
  labelId: string;
  isOpen: boolean;
  /** Opens the list, with where it puts the focus. */
  onOpen: (focus: FocusStrategy) => void;
}

/** The "⋮" button: its props stay the same from row to row, so a new page does not draw it again. */
const RowMenuTrigger = memo(function RowMenuTrigger({
  triggerRef,
  labelId,
  isOpen,
  onOpen,
}: RowMenuTriggerProps) {
  const open = (strategy: FocusStrategy) => {
    preload();
    onOpen(strategy);
  };
  return (
    <Button
      ref={triggerRef}
      className={menuTrigger}
      aria-labelledby={labelId}
      aria-haspopup="menu"
      aria-expanded={isOpen}
      onHoverStart={preload}
      onFocus={preload}
      // Enter, Space and a screen reader's click open it on the first item, as React Aria's
      // menu trigger does; a pointer opens it as a list.
      onPress={(event) =>
        open(event.pointerType === 'keyboard' || event.pointerType === 'virtual' ? 'first' : true)
      }
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        open(event.key === 'ArrowDown' ? 'first' : 'last');
      }}
    >
      <MoreGlyph />
    </Button>
  );
});
