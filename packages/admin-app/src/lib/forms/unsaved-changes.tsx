import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { popDelta } from './pop-delta.ts';
import { installPopGuard } from './pop-guard.ts';

// The dialog's code (the kit's modal overlay) is loaded when a leave is first asked about, not
// with the shell: most sessions never see it.
const LeaveDialog = lazy(() =>
  import('./LeaveDialog.tsx').then((module) => ({ default: module.LeaveDialog })),
);

// The app runs react-router in declarative mode (BrowserRouter), where `useBlocker` does not
// work, so the guard watches the three ways out itself: the app's own navigation (the kit's
// links and menus, through the RouterProvider navigate the shell wraps with `useLeaveGuard`),
// the browser's Back and Forward (popstate, heard before the router: pop-guard.ts), and reload
// or close (beforeunload).

interface Guard {
  /** Marks one form changed (`true`) or saved/left (`false`); `key` tells forms apart. */
  setDirty: (key: symbol, isDirty: boolean) => void;
  /** Runs `leave` at once when nothing is changed, else after the person agrees. */
  confirmLeave: (leave: () => void) => void;
}

const GuardContext = createContext<Guard | null>(null);

/** The `idx` react-router gives the entry on screen (see pop-delta.ts). */
const entryIndex = (): unknown => (window.history.state as { idx?: unknown } | null)?.idx;

/**
 * Holds the unsaved-changes guard of every screen inside it and asks, in the kit's ConfirmDialog,
 * before a changed form is left. Put it once around the signed-in shell.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirty = useRef(new Set<symbol>());
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  const location = useLocation();
  const shownIndex = useRef<unknown>(undefined);
  useEffect(() => {
    shownIndex.current = entryIndex();
  }, [location]);

  const setDirty = useCallback((key: symbol, isDirty: boolean) => {
    if (isDirty) dirty.current.add(key);
    else dirty.current.delete(key);
  }, []);

  const confirmLeave = useCallback((leave: () => void) => {
    if (dirty.current.size === 0) leave();
    else setPendingLeave(() => leave);
  }, []);

  useEffect(() => {
    // Set while the guard itself moves the history: its own popstate must pass or be swallowed.
    let swallowNext = false;
    let passNext = false;

    // Answers true when the router must not hear of this move.
    const onPopState = (event: PopStateEvent): boolean => {
      if (passNext) {
        passNext = false;
        return false;
      }
      if (swallowNext) {
        swallowNext = false;
        return true;
      }
      if (dirty.current.size === 0) return false;
      const delta = popDelta(shownIndex.current, event.state);
      if (delta === null) return false;
      // The router never sees this move, and the address goes back to the form's entry until
      // the person decides.
      swallowNext = true;
      window.history.go(-delta);
      setPendingLeave(() => () => {
        passNext = true;
        window.history.go(delta);
      });
      return true;
    };

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current.size === 0) return;
      // The browser shows its own question; the text is not used by any current browser.
      event.preventDefault();
      event.returnValue = '';
    };

    const removePopGuard = installPopGuard(onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      removePopGuard();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);

  const guard = useMemo(() => ({ setDirty, confirmLeave }), [setDirty, confirmLeave]);

  return (
    <GuardContext.Provider value={guard}>
      {children}
      {pendingLeave !== null && (
        <Suspense fallback={null}>
          <LeaveDialog
            onStay={() => setPendingLeave(null)}
            onLeave={() => {
              dirty.current.clear();
              setPendingLeave(null);
              pendingLeave();
            }}
          />
        </Suspense>
      )}
    </GuardContext.Provider>
  );
}

/**
 * For a form: while `isDirty`, leaving the page asks first (in-app links, Back/Forward, reload,
 * close). Pass false once the form is saved, before navigating away from it. Outside an
 * UnsavedChangesProvider it does nothing.
 */
export function useUnsavedChanges(isDirty: boolean): void {
  const guard = useContext(GuardContext);
  const [key] = useState(() => Symbol('unsaved form'));
  useEffect(() => {
    guard?.setDirty(key, isDirty);
    return () => guard?.setDirty(key, false);
  }, [guard, key, isDirty]);
}

/**
 * For the shell's navigation: wraps a navigate function so that it asks before leaving a
 * changed form. Outside an UnsavedChangesProvider it navigates at once.
 */
export function useLeaveGuard() {
  const guard = useContext(GuardContext);
  return useCallback((leave: () => void) => (guard ? guard.confirmLeave(leave) : leave()), [guard]);
}
