import { useCallback, type KeyboardEvent, type MouseEvent } from 'react';

/** A click on one of these inside a row is theirs, not the row's (the row button excepted). */
const ownControls = 'a, button, input, label, select, textarea, summary, [role="menu"]';

/**
 * One listener for every row: a click on a row opens it, unless it was on a control of its own
 * or ended a text selection. The row header's button or link is the row's own control, so a
 * press on it (or Enter on it) opens the row too.
 */
export function useRowClick<Row>(
  rows: readonly Row[],
  onRowAction: ((row: Row) => void) | undefined,
) {
  return useCallback(
    (event: MouseEvent<HTMLTableSectionElement>) => {
      const target = event.target;
      // Clicks in a row menu's list reach here through the portal; they are not the row's.
      if (!(target instanceof Element) || !event.currentTarget.contains(target)) return;
      const tr = target.closest('tr');
      const row = rows[Number(tr?.dataset.index)];
      if (!tr || row === undefined) return;
      const control = target.closest(ownControls);
      const onOwnControl = control !== null && tr.contains(control);
      if (onOwnControl) {
        if (!control.hasAttribute('data-row-button')) return;
        // A new tab or window (a modifier key held) is the browser's to open.
        if (
          control instanceof HTMLAnchorElement &&
          (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        )
          return;
      } else if (window.getSelection()?.type === 'Range') return;
      if (onRowAction) {
        // Instead of the link's full page load: the app navigates.
        event.preventDefault();
        onRowAction(row);
      } else if (!onOwnControl) {
        tr.querySelector<HTMLElement>('[data-row-button]')?.click();
      }
    },
    [rows, onRowAction],
  );
}

/** Enter on a checkbox toggles it, as Space does, instead of submitting a form around the table. */
export function toggleCheckboxOnEnter(event: KeyboardEvent<HTMLTableElement>) {
  const target = event.target;
  if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
  if (target.type !== 'checkbox') return;
  event.preventDefault();
  target.click();
}
