import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
 * change); `replace` does not, for keystrokes (Back should not replay them) and corrections, and
 * is written once the changes pause (see useListState).
 */
export type ListStateWrite = 'push' | 'replace';

/** Changes the list state (and with it the address). */
export type ListStateUpdate = (change: Partial<ListState>, write?: ListStateWrite) => void;

/**
 * How long the address waits for the next keystroke. Writing it makes the router draw the new
 * address, work that, done at once, runs while the keystroke's call is out and slows it; by this
 * time the answer is usually on screen (the travelers bench, scripts/bench/travelers.mjs).
 */
export const addressWriteDelay = 150;

/** The history entry on screen, as react-router keys it: a write is for this entry only. */
const entryKey = (): unknown => (window.history.state as { key?: unknown } | null)?.key;

interface PendingWrite {
  state: ListState;
  entry: unknown;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * A list's state, kept in the address. The state here changes at once, in the input's own
 * render, so the call for a keystroke or a click starts without waiting for the router. A push
 * (page, sort, filter) writes the address at once; a replace (a keystroke) once the keys pause,
 * and only if the page is still on the same history entry by then. A change of the address from
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

  const pending = useRef<PendingWrite | null>(null);

  const write = useCallback(
    (next: ListState, how: ListStateWrite) => {
      void navigate(
        // Other values in the address (another list's, a tab's) stay as they are.
        {
          search: `?${writeListState(next, rules, new URLSearchParams(window.location.search)).toString()}`,
        },
        { replace: how === 'replace' },
      );
    },
    [rules, navigate],
  );

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    // Back, a link or a reload since then: the keystrokes belonged to an entry no longer shown.
    if (entryKey() === waiting.entry) write(waiting.state, 'replace');
  }, [write]);

  // Leaving the list (or the list leaving the page) writes what is still waiting, if it can.
  useEffect(() => flush, [flush]);

  const update = useCallback(
    (change: Partial<ListState>, how: ListStateWrite = 'push') => {
      // Based on the latest change, written or not: two changes in one event (Pagination reports
      // a new size and then page 1) build on each other, and a click just after a keystroke
      // keeps the typed search.
      const base =
        pending.current?.state ?? readListState(new URLSearchParams(window.location.search), rules);
      const next = changeListState(base, change);
      setState(next);
      if (how === 'push') {
        // Keystrokes just before keep their entry's address, so Back returns to them.
        flush();
        write(next, 'push');
        return;
      }
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = {
        state: next,
        entry: entryKey(),
        timer: setTimeout(flush, addressWriteDelay),
      };
    },
    [rules, write, flush],
  );

  return [state, update as ListStateUpdate] as const;
}
