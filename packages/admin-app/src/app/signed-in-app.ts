import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyScreen, preloadScreen } from '../lib/lazy-screen.ts';

const loadSignedInApp = () => import('./layout/SignedInApp.tsx');

/**
 * The signed-in half of the app (the shell and every area's routes), one chunk of its own behind
 * the sign-in guard, so /login never downloads it.
 */
export const SignedInApp = lazyScreen(loadSignedInApp, 'SignedInApp');

/**
 * Starts the signed-in half's download at once, while the stored session is being checked: a
 * visitor who comes back signed in is the common case, and waiting for the check would add a
 * round trip before every signed-in first paint.
 */
export const preloadSignedInApp = () => preloadScreen(SignedInApp);

/** Set once the signed-in app has been shown: a later sign-in need not wait again. */
let shownOnce = false;

/**
 * Whether the signed-in app may be drawn: once its chunk and the address's screens' chunks have
 * arrived and their first calls have answered (or failed, which the screen reports). Until then
 * the guard shows its own loading screen. Drawn earlier, the app would suspend on each chunk in
 * turn (an empty page, and Suspense throttling holding each reveal back), or render the whole
 * shell twice, the second time for the rows.
 * @param signedIn whether the session is known to be signed in: only then is the app loaded
 */
export function useSignedInAppReady(signedIn: boolean): boolean {
  const { pathname, search } = useLocation();
  const [ready, setReady] = useState(shownOnce);
  useEffect(() => {
    if (!signedIn || ready) return;
    let live = true;
    void preloadSignedInApp()
      .then(loadSignedInApp)
      .then((module) => module.preloadSignedInRoute({ pathname, search }))
      .catch(() => undefined)
      .finally(() => {
        shownOnce = true;
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [signedIn, ready, pathname, search]);
  return ready;
}
