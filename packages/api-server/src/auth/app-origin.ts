import type { Services } from '../services.ts';

/**
 * The address links in mails and sign-in redirects point at: APP_URL, or in demo mode the
 * address the server listens on. Never a request header: a forged Host would otherwise carry a
 * live reset token to someone else's site (docs/security.md).
 */
export function appOrigin(services: Services): string {
  return services.appUrl;
}

/** Whether `address` is an http(s) address on the app's own origin (scheme, host and port). */
export function isOwnAppAddress(services: Services, address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  const own = new URL(appOrigin(services));
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === own.origin;
}
