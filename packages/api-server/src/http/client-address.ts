/**
 * The caller's network address, which the sign-in throttles (D41, docs/security.md) and the
 * realtime hub's per-address cap count. Behind a load balancer every socket comes from the
 * balancer, so each would count all callers as one. TRUSTED_PROXIES names the balancers whose
 * X-Forwarded-For is believed, through proxy-addr (the rule Express uses: walk the header from
 * the nearest hop, stop at the first address that is not a trusted proxy). By default no proxy
 * is trusted and the socket's own address is the caller's: a header anyone can send never is.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import proxyAddr from 'proxy-addr';

/** Whether a hop's address is a trusted proxy (proxy-addr's compiled test). */
export type TrustProxy = (address: string, hop: number) => boolean;

/** Trusts no proxy: the default. */
export const trustNoProxy: TrustProxy = () => false;

/**
 * Compiles TRUSTED_PROXIES: addresses, CIDR ranges or proxy-addr's names ('loopback',
 * 'linklocal', 'uniquelocal'), separated by commas. Throws on an entry it cannot read.
 */
export function compileTrustedProxies(list: string): TrustProxy {
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length === 0 ? trustNoProxy : proxyAddr.compile(entries);
}

/** The address of the caller of `request`, through trusted proxies only. */
export function requestAddress(request: IncomingMessage, trust: TrustProxy): string {
  const socketAddress = request.socket?.remoteAddress;
  if (!socketAddress) return 'local';
  // With no proxy trusted, no header is read at all.
  if (trust === trustNoProxy || !request.headers) return socketAddress;
  return proxyAddr(request, trust);
}

const clientAddressKey = 'clientAddress';

/** Works out each request's caller once, for `clientAddress`. Mounted before every route. */
export function resolveClientAddress(trust: TrustProxy): MiddlewareHandler {
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    c.set(
      clientAddressKey as never,
      (incoming ? requestAddress(incoming, trust) : 'local') as never,
    );
    await next();
  };
}

/**
 * The caller's address, as `resolveClientAddress` found it. In-process calls (tests) have no
 * socket and share one bucket, 'local'.
 */
export function clientAddress(c: Context): string {
  const resolved = c.get(clientAddressKey as never) as string | undefined;
  if (resolved) return resolved;
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}
