import { ApiError, ContractError } from '../../lib/api-error.ts';

/** 32 random bytes in hex (docs/product/part-1.md §9). */
export function randomOAuthState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The state the provider will bring back, and the address to send the browser to. Our server
 * puts its own state in the provider address and checks it again at the callback, so the app
 * keeps that one; for a back end that leaves the state to the client, the app makes one and adds
 * it, so the callback check still ties the answer to this tab.
 */
export function oauthStateFor(
  redirectUrl: string,
  makeState: () => string = randomOAuthState,
): { state: string; url: string } {
  const url = new URL(redirectUrl);
  const given = url.searchParams.get('state');
  if (given) return { state: given, url: redirectUrl };
  const state = makeState();
  url.searchParams.set('state', state);
  return { state, url: url.toString() };
}

/** The login page's message for a social sign-in that could not start (docs/product/part-1.md §8). */
export function socialStartError(error: unknown, providerName: string): string {
  // The answer's one field is the address: an answer without a valid one breaks the contract.
  if (error instanceof ContractError) return 'No redirect URL received from server';
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return `Failed to initiate ${providerName} login`;
}
