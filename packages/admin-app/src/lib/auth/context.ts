import { createContext, useContext } from 'react';
import type { Session, TwoFactorPending, User } from '@packlight/api-types';
import type { TwoFactorPendingState } from '../session.ts';

/** Checking: a stored token is being verified with GET /user before any guarded page shows. */
export type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  token: string | null;
  user: User | null;
  /** A sign-in waiting for its second factor (docs/product/part-1.md §4). */
  pending: TwoFactorPendingState | null;
}

/** Where a password sign-in led: into the app, or on to the second factor. */
export type LoginOutcome = 'signed-in' | 'two-factor';

/** The second-factor methods a pending sign-in can be verified with. */
export type SecondFactorMethod = TwoFactorPending['method'][number];

/** What a held sign-in can be completed with: its method's code, or an authenticator recovery code. */
export type TwoFactorAnswer = SecondFactorMethod | 'recovery';

export interface AuthContextValue extends AuthState {
  login(email: string, password: string, remember: boolean): Promise<LoginOutcome>;
  /** Takes a sign-in answer (password or provider): a session, or a pending second factor. */
  acceptSignIn(answer: Session | TwoFactorPending, remember: boolean): LoginOutcome;
  /** Stores a token handed over on a callback address, then loads its user with GET /user. */
  signInWithToken(token: string, remember: boolean): Promise<void>;
  /**
   * Completes the pending sign-in with a code. False when the server did not accept it (any
   * refusal, as docs/product/part-1.md §8 says); other failures reject.
   */
  verifyTwoFactor(method: TwoFactorAnswer, code: string): Promise<boolean>;
  /** Drops the pending sign-in, so the visitor can start again from /login. */
  cancelTwoFactor(): void;
  /** Revokes the token (failures ignored), clears the session and goes to /login. */
  logout(): Promise<void>;
  /**
   * Replaces the signed-in user after a change the server answered (the settings screen's
   * profile or two-factor method), so the header shows it at once and a reload keeps it.
   */
  updateUser(user: User): void;
  /**
   * Asks the server who is signed in now (GET /user) and answers it, leaving the session as it
   * is: the caller decides what changed (lib/access follows a new role with it).
   */
  fetchSignedInUser(): Promise<User>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
