import { authEndpoints, twoFactorEndpoints, type RequestOf } from '@packlight/api-types';
import { call } from '../api.ts';

// What the auth provider asks the server. The api client and the contract's schemas (zod) weigh
// about 15 kB gzip, and a visitor to /login needs them only on submitting: the provider loads
// this module on first use (see loadAuthCalls).

export function postLogin(body: RequestOf<typeof authEndpoints.login>) {
  return call(authEndpoints.login, { body });
}

export function postTwoFactorVerify(body: RequestOf<typeof twoFactorEndpoints.verify>) {
  return call(twoFactorEndpoints.verify, { body });
}

export function postLogout() {
  return call(authEndpoints.logout);
}
