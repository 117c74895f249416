import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Session, TwoFactorPending, User } from '@packlight/api-types';
import { ApiError } from '../api-error.ts';
import { paths } from '../paths.ts';
import { sessionStore, subscribeToSessionChanges } from '../session.ts';
import { setUnauthorizedHandler } from '../unauthorized.ts';
import { markSessionEnded } from './session-ended.ts';
import {
  AuthContext,
  type AuthContextValue,
  type AuthState,
  type LoginOutcome,
  type TwoFactorAnswer,
} from './context.ts';
import { loadAuthCalls, loadSessionCalls } from './load-calls.ts';
import { adminOnlyMessage, assertAdmin } from './admin-only.ts';

const signedOut: AuthState = { status: 'signed-out', token: null, user: null, pending: null };

/**
 * What the browser holds right now; a stored token still has to be verified. Its user is not shown
 * until then: the server's answer replaces it, or, if the server fails, the check takes it.
 */
function storedState(): AuthState {
  const stored = sessionStore.read();
  if (!stored) return { ...signedOut, pending: sessionStore.readPending() };
  return { status: 'checking', token: stored.token, user: null, pending: null };
}

/** Holds who is signed in. Lives inside the router so that it can navigate. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState(storedState);

  // The api client has already cleared the stored session when this runs.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        // The login page says the session has expired; sign-in returns to `from`.
        markSessionEnded();
        setState(signedOut);
        const { pathname, search, hash } = window.location;
        if (pathname !== paths.login.path) {
          navigate(paths.login.href(), {
            replace: true,
            state: { from: pathname + search + hash },
          });
        }
      }),
    [navigate],
  );

  // A sign-in or sign-out in another tab applies here too.
  useEffect(
    () =>
      subscribeToSessionChanges(() => {
        const next = storedState();
        setState((current) => (next.token === current.token ? current : next));
      }),
    [],
  );

  const { status, token, pending } = state;
  useEffect(() => {
    if (status !== 'checking') return;
    let current = true;
    loadSessionCalls()
      .then(({ sessionUser }) => sessionUser())
      .then(
        ({ user, verified }) => {
          if (!current) return;
          if (user && user.type !== 'admin') {
            // A session kept from before this rule, or made elsewhere: not for the back office.
            sessionStore.clear();
            setState(signedOut);
            navigate(`${paths.login.href()}?${new URLSearchParams({ error: adminOnlyMessage })}`, {
              replace: true,
            });
            return;
          }
          if (verified) sessionStore.updateUser(user);
          setState({ status: 'signed-in', token, user, pending: null });
        },
        (error: unknown) => {
          if (!current) return;
          if (error instanceof ApiError && error.status === 401) markSessionEnded();
          // Only a 401 ends the session. Calls that could not even load (a dropped connection, a
          // new deployment) must not either: the screens that fail to load next say so.
          setState(
            error instanceof ApiError && error.status === 401
              ? signedOut
              : { status: 'signed-in', token, user: null, pending: null },
          );
        },
      );
    return () => {
      current = false;
    };
  }, [status, token, navigate]);

  const acceptSignIn = useCallback(
    (answer: Session | TwoFactorPending, remember: boolean): LoginOutcome => {
      // Not the contract's isTwoFactorPending: its module would bring zod into every page. The
      // answer has been through the contract, so the field alone tells the two shapes apart.
      if ('two_factor_required' in answer) {
        const held = {
          user_id: answer.user_id,
          methods: answer.method,
          login_token: answer.login_token,
          remember,
        };
        sessionStore.savePending(held);
        setState({ ...signedOut, pending: held });
        return 'two-factor';
      }
      assertAdmin(answer.user);
      sessionStore.save(answer.token, answer.user, remember);
      setState({ status: 'signed-in', token: answer.token, user: answer.user, pending: null });
      return 'signed-in';
    },
    [],
  );

  const login = useCallback(
    async (email: string, password: string, remember: boolean): Promise<LoginOutcome> => {
      const { postLogin } = await loadAuthCalls();
      const { data } = await postLogin({ email, password, remember });
      return acceptSignIn(data, remember);
    },
    [acceptSignIn],
  );

  const signInWithToken = useCallback(async (token: string, remember: boolean) => {
    sessionStore.save(token, null, remember);
    try {
      const { fetchUser } = await loadSessionCalls();
      const user = await fetchUser();
      assertAdmin(user);
      sessionStore.updateUser(user);
      setState({ status: 'signed-in', token, user, pending: null });
    } catch (error) {
      // A token we cannot load a user for is no session; keeping it would sign in on next load.
      sessionStore.clear();
      throw error;
    }
  }, []);

  const verifyTwoFactor = useCallback(
    async (method: TwoFactorAnswer, code: string): Promise<boolean> => {
      if (!pending) return false;
      const { postTwoFactorVerify } = await loadAuthCalls();
      const answer = await postTwoFactorVerify({
        method,
        code,
        user_id: pending.user_id,
        login_token: pending.login_token,
      }).catch((error: unknown) => {
        // A malformed code is refused like a wrong one.
        if (error instanceof ApiError && error.status === 422) return null;
        throw error;
      });
      const result = answer?.data;
      if (!result?.verified) return false;
      if (result.user && result.user.type !== 'admin') {
        // The held sign-in ends here: the login page says why.
        sessionStore.clear();
        setState(signedOut);
        navigate(`${paths.login.href()}?${new URLSearchParams({ error: adminOnlyMessage })}`, {
          replace: true,
        });
        return false;
      }
      sessionStore.save(result.token, result.user, pending.remember);
      setState({ status: 'signed-in', token: result.token, user: result.user, pending: null });
      return true;
    },
    [pending, navigate],
  );

  const cancelTwoFactor = useCallback(() => {
    sessionStore.clear();
    setState(signedOut);
  }, []);

  const logout = useCallback(async () => {
    try {
      const { postLogout } = await loadAuthCalls();
      await postLogout();
    } catch {
      // Failures are ignored (docs/product/part-1.md §7): the local session ends regardless.
    }
    sessionStore.clear();
    navigate(paths.login.href(), { replace: true });
    setState(signedOut);
  }, [navigate]);

  const updateUser = useCallback((user: User) => {
    sessionStore.updateUser(user);
    setState((current) => (current.status === 'signed-in' ? { ...current, user } : current));
  }, []);

  const fetchSignedInUser = useCallback(async () => {
    const { fetchUser } = await loadSessionCalls();
    return fetchUser();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login,
      acceptSignIn,
      signInWithToken,
      verifyTwoFactor,
      cancelTwoFactor,
      logout,
      updateUser,
      fetchSignedInUser,
    }),
    [
      state,
      login,
      acceptSignIn,
      signInWithToken,
      verifyTwoFactor,
      cancelTwoFactor,
      logout,
      updateUser,
      fetchSignedInUser,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
