import {
  authEndpoints,
  socialEndpoints,
  teamEndpoints,
  type RequestOf,
  type Session,
  type SocialProvider,
  type TwoFactorPending,
  twoFactorEndpoints,
} from '@packlight/api-types';
import { call } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';

// The auth screens' one door to the server, for what the session provider (lib/auth) does not
// do itself. /login imports this only on demand (SocialSignIn), so the first page a visitor
// loads carries neither the api client nor the contract's schemas.

/** Mails a reset link; resolves to the server's message. */
export async function sendResetLink(email: string): Promise<string | undefined> {
  return (await call(authEndpoints.forgotPassword, { body: { email } })).message;
}

/** Sets a new password with the mailed link's email and token. */
export async function resetPassword(
  body: RequestOf<typeof authEndpoints.resetPassword>,
): Promise<string | undefined> {
  return (await call(authEndpoints.resetPassword, { body })).message;
}

/**
 * Mails a new code for a sign-in held by the email method (docs/product/decisions.md D38);
 * resolves to the server's message, rejects with its refusal (422, or 429 when asked too often).
 */
export async function resendTwoFactorCode(pending: {
  user_id: number;
  login_token: string;
}): Promise<string> {
  const { user_id, login_token } = pending;
  return (await call(twoFactorEndpoints.resend, { body: { user_id, login_token } })).message;
}

/** Files a partner application (docs/product/decisions.md: sign-up never signs anyone in). */
export async function register(body: RequestOf<typeof authEndpoints.register>): Promise<string> {
  return (await call(authEndpoints.register, { body })).message;
}

/** The provider's sign-in address, from GET /social/{provider}/redirect (part-1.md §4). */
export async function socialRedirectUrl(provider: SocialProvider, shop?: string): Promise<string> {
  const { data } = await call(socialEndpoints.redirect, {
    params: { provider },
    query: { redirect_uri: window.location.origin + paths.oauthCallback.href(provider), shop },
  });
  return data.redirect_url;
}

/** Trades the provider's callback parameters for a sign-in. */
export async function finishSocialSignIn(
  provider: SocialProvider,
  query: URLSearchParams,
): Promise<Session | TwoFactorPending> {
  const { data } = await call(socialEndpoints.callback, {
    params: { provider },
    query: Object.fromEntries(query),
  });
  return data;
}

/** Who an invitation link invites; rejects (422 on `token`) when the link cannot be used. */
export async function showInvitation(token: string) {
  return (await call(teamEndpoints.showInvitation, { body: { token } })).data;
}

/** Sets the invited administrator's password; the link is then used up. */
export async function acceptInvitation(
  body: RequestOf<typeof teamEndpoints.acceptInvitation>,
): Promise<string> {
  return (await call(teamEndpoints.acceptInvitation, { body })).message;
}
