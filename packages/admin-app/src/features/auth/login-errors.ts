import { adminOnlyMessage } from '../../lib/auth/admin-only.ts';
import { defaultCallbackFailure } from './oauth-callback.ts';

/** OAuth's error codes (RFC 6749 §4.1.2.1), which a provider may send back. */
const oauthErrorCodes = [
  'access_denied',
  'invalid_request',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
  'unauthorized_client',
  'unsupported_response_type',
];

/** Every message the app or its server sends to /login?error=, word for word. */
const knownMessages = new Set([
  adminOnlyMessage,
  defaultCallbackFailure,
  'Invalid OAuth state',
  'Authorization code not received',
  'No OAuth provider found in session',
  'No Packlight account uses this email. Ask an administrator for access.',
  'The shop does not match the sign-in that was started.',
  'The callback signature is invalid.',
  'Token login failed',
  'Your application is still under review. You can sign in once it has been approved.',
  'This account has been deleted.',
  'This account is suspended. Contact Packlight support to restore it.',
  ...oauthErrorCodes.map((code) => `OAuth error: ${code}`),
]);

/**
 * What /login shows for its `?error=`: a message the app itself sends there, or 'Authentication
 * failed' for anything else, so a crafted link cannot put its own words on the sign-in page.
 */
export function loginErrorMessage(error: string): string {
  return knownMessages.has(error) ? error : defaultCallbackFailure;
}
