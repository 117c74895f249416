/**
 * The auth provider's server calls, loaded on first use; a sign-in form calls it as soon as the
 * user starts on it, so the submit does not wait for the download.
 */
export const loadAuthCalls = () => import('./calls.ts');

/** The session check every page makes before its first paint. */
export const loadSessionCalls = () => import('./session-calls.ts');
