import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useControllableState } from '../private/use-controllable-state';

export type SelectionMode = 'none' | 'single' | 'multiple';

interface SelectionOptions {
  selectionMode: SelectionMode | undefined;
  selectedIds: ReadonlySet<Key> | undefined;
  defaultSelectedIds: Iterable<Key> | undefined;
  onSelectionChange: ((selectedIds: Set<Key>) => void) | undefined;
  /** The ids of the rows on this page, in order. */
  pageIds: readonly Key[];
}

/**
 * The table's selection, controlled or not: its mode, the selected ids, and the handlers of the
 * row checkboxes and of select-all. Select-all takes or leaves this page only; ids from other
 * pages are kept.
 */
export function useSelection({
  selectionMode,
  selectedIds,
  defaultSelectedIds,
  onSelectionChange,
  pageIds,
}: SelectionOptions) {
  const mode: SelectionMode =
    selectionMode ?? (selectedIds || defaultSelectedIds || onSelectionChange ? 'multiple' : 'none');
  const [initialSelection] = useState<ReadonlySet<Key>>(() => new Set(defaultSelectedIds));
  const [selected, setSelected] = useControllableState<ReadonlySet<Key>>(
    selectedIds,
    initialSelection,
    onSelectionChange as ((ids: ReadonlySet<Key>) => void) | undefined,
  );

  // The checkbox handlers read the selection and the page through a ref, so they never change: a
  // change of selection redraws only the rows whose state changed, a new page not the header.
  const selection = useRef({ mode, selected, setSelected, pageIds });
  useLayoutEffect(() => {
    selection.current = { mode, selected, setSelected, pageIds };
  });
  const onSelect = useCallback((id: Key, isSelected: boolean) => {
    const { mode: current, selected: now, setSelected: set } = selection.current;
    if (current === 'single') {
      set(new Set(isSelected ? [id] : []));
      return;
    }
    const next = new Set(now);
    if (isSelected) next.add(id);
    else next.delete(id);
    set(next);
  }, []);
  const onSelectAll = useCallback((isSelected: boolean) => {
    const { selected: now, setSelected: set, pageIds: ids } = selection.current;
    const next = new Set(now);
    for (const id of ids) {
      if (isSelected) next.add(id);
      else next.delete(id);
    }
    set(next);
  }, []);

  return { mode, selected, onSelect, onSelectAll };
}
