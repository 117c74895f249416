import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  changeListState,
  readListState,
  sameListState,
  writeListState,
  type ListState,
  type ListStateRules,
} from './list-state.ts';

/**
 * How a change enters the history: `push` adds an entry (Back undoes a page, sort or filter
 * change); `replace` does not, for keystrokes (Back should not replay them) and corrections.
 */
export type ListStateWrite = 'push' | 'replace';

/** Changes the list state (and with it the address). */
export type ListStateUpdate = (change: Partial<ListState>, write?: ListStateWrite) => void;

/**
 * A list's state, kept in the address. The router renders a new address in a transition, after
 * the rest of the app; the state here changes at once, in the input's own render, so the call
 * for a keystroke or a click starts without waiting for that. A change of the address from
 * elsewhere (Back, a link) is taken over when it renders.
 */
export function useListState(rules: ListStateRules) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const address = useMemo(() => readListState(params, rules), [params, rules]);
  const [state, setState] = useState(address);
  const [seen, setSeen] = useState(address);
  if (address !== seen) {
    setSeen(address);
    // Our own changes arrive here equal to the state already; anything else came from outside.
    if (!sameListState(address, state)) setState(address);
  }

  const update = useCallback(
    (change: Partial<ListState>, write: ListStateWrite = 'push') => {
      // Based on the address as it is now: two changes in one event (Pagination reports a new
      // size and then page 1) build on each other. navigate() writes the history at once.
      const current = new URLSearchParams(window.location.search);
      const next = changeListState(readListState(current, rules), change);
      setState(next);
      void navigate(
        { search: `?${writeListState(next, rules, current).toString()}` },
        { replace: write === 'replace' },
      );
    },
    [rules, navigate],
  );

  return [state, update as ListStateUpdate] as const;
}
