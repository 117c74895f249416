import type { Context } from 'hono';
import type { Services } from '../services.ts';

/** The address links in mails and sign-in redirects point at: APP_URL, else where this request came in. */
export function appOrigin(services: Services, c: Context): string {
  return services.appUrl ?? new URL(c.req.url).origin;
}
