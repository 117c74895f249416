// Apart from the api client and the hooks, so the client can tell of a 403 without loading React
// or the auth code, as it does a 401 (unauthorized.ts).

let onForbidden: (() => void) | null = null;

/**
 * Sets what a 403 from the server does beyond failing its call: the signed-in shell asks who the
 * admin is again, since a refusal most often means their role changed (use-follow-role.ts).
 * Answers a function that removes the handler.
 */
export function setForbiddenHandler(handler: () => void): () => void {
  onForbidden = handler;
  return () => {
    if (onForbidden === handler) onForbidden = null;
  };
}

/** Called by the api client on a 403; the caller still gets the error (its toast says why). */
export function handleForbidden(): void {
  onForbidden?.();
}
