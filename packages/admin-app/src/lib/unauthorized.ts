import { paths } from './paths.ts';

// Apart from the api client so the auth provider, which is in every page's first download, can
// register its handler without loading the client (wretch and the contract's schemas).

const goToLogin = () => window.location.assign(paths.login.href());
let onUnauthorized: () => void = goToLogin;

/**
 * Replaces the full-page reload to /login with an in-app navigation. The auth provider registers
 * one so a 401 keeps the app loaded; the returned function restores the default.
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  onUnauthorized = handler;
  return () => {
    onUnauthorized = goToLogin;
  };
}

/** Called by the api client on a 401, after it has cleared the stored session. */
export function handleUnauthorized(): void {
  onUnauthorized();
}
