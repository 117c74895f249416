import { authEndpoints, twoFactorEndpoints, type RequestOf } from '@packlight/api-types';
import { call } from '../api.ts';

// What the auth provider asks the server. A visitor to /login needs the api client and the
// contract's schemas (zod) only on submitting, so they stay out of its first paint: the provider
// loads this module on first use (see loadAuthCalls; bench: JS size, /login).

export function postLogin(body: RequestOf<typeof authEndpoints.login>) {
  return call(authEndpoints.login, { body });
}

export function postTwoFactorVerify(body: RequestOf<typeof twoFactorEndpoints.verify>) {
  return call(twoFactorEndpoints.verify, { body });
}

export function postLogout() {
  return call(authEndpoints.logout);
}
