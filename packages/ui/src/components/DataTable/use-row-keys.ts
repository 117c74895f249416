import { useLayoutEffect, useMemo, useRef } from 'react';
import type { Key } from 'react-aria-components';

/**
 * React keys for the body rows. A row that stays on the page keeps its key, so its elements (and
 * the focus in them) move with it; a row that arrives takes over the key of one that left, so a
 * new page updates the rows already drawn (their checkbox, menu button and cells) instead of
 * building every row again. A row's own content is keyed by its id inside (see `DataTableRow`).
 */
export function useRowKeys(ids: readonly Key[]): readonly number[] {
  // The keys of the last committed render: a render React throws away leaves them as they were.
  const committed = useRef(new Map<Key, number>());
  const keys = useMemo(() => {
    const before = committed.current;
    const staying = new Set(ids.filter((id) => before.has(id)));
    const free = [...before].filter(([id]) => !staying.has(id)).map(([, key]) => key);
    let next = Math.max(-1, ...before.values()) + 1;
    const taken = new Set<Key>();
    return ids.map((id) => {
      // A repeated id (a caller's mistake) still gets a key of its own.
      const own = staying.has(id) && !taken.has(id) ? before.get(id) : undefined;
      taken.add(id);
      return own ?? free.shift() ?? next++;
    });
  }, [ids]);
  useLayoutEffect(() => {
    committed.current = new Map(ids.map((id, index) => [id, keys[index]!]));
  }, [ids, keys]);
  return keys;
}
