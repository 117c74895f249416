import { ApiError } from '../../lib/api-error.ts';
import type { StoredSocialSignIn } from './social-session.ts';

/** The message a failed callback shows and carries to /login when nothing better is known. */
export const defaultCallbackFailure = 'Authentication failed';

/** A callback the app refuses before asking the server (docs/product/part-1.md §5). */
export class CallbackRefused extends Error {
  override readonly name = 'CallbackRefused';
}

/**
 * Checks a provider's callback query against the sign-in this tab started: the provider's own
 * error, the code, the state, then the remembered provider. Answers the provider to finish with.
 */
export function checkCallback(query: URLSearchParams, started: StoredSocialSignIn) {
  const error = query.get('error');
  if (error) throw new CallbackRefused(`OAuth error: ${error}`);
  if (!query.get('code')) throw new CallbackRefused('Authorization code not received');
  // No stored state matches nothing: a callback this tab did not start is refused.
  if (!started.state || query.get('state') !== started.state) {
    throw new CallbackRefused('Invalid OAuth state');
  }
  if (!started.provider) throw new CallbackRefused('No OAuth provider found in session');
  return started.provider;
}

/**
 * The token a back end that finished the sign-in itself hands over: `?token=…&login=success`,
 * with the state of the sign-in this tab started. A token without that state is someone else's
 * session planted on this browser (login CSRF), and is refused.
 */
export function handedOverToken(
  query: URLSearchParams,
  started: Pick<StoredSocialSignIn, 'state'>,
): string | null {
  const token = query.get('token');
  if (!token || query.get('login') !== 'success') return null;
  if (!started.state || query.get('state') !== started.state) {
    throw new CallbackRefused('Invalid OAuth state');
  }
  return token;
}

/** What the failure screen says, and /login?error= repeats. */
export function callbackFailureMessage(error: unknown): string {
  if (error instanceof CallbackRefused) return error.message;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return defaultCallbackFailure;
}
