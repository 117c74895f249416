import { createContext, useContext } from 'react';
import type { User } from '@packlight/api-types';
import type { TwoFactorPendingState } from '../session.ts';

/** Checking: a stored token is being verified with GET /user before any guarded page shows. */
export type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  token: string | null;
  user: User | null;
  /** A sign-in waiting for its second factor (spec 1, section 4). */
  pending: TwoFactorPendingState | null;
}

/** Where a password sign-in led: into the app, or on to the second factor. */
export type LoginOutcome = 'signed-in' | 'two-factor';

export interface AuthContextValue extends AuthState {
  login(email: string, password: string, remember: boolean): Promise<LoginOutcome>;
  /** Revokes the token (failures ignored), clears the session and goes to /login. */
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
