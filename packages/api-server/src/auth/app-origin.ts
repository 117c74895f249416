import type { Services } from '../services.ts';

/**
 * The address links in mails and sign-in redirects point at: APP_URL, or in demo mode the
 * address the server listens on. Never a request header: a forged Host would otherwise carry a
 * live reset token to someone else's site (docs/security.md).
 */
export function appOrigin(services: Services): string {
  return services.appUrl;
}
