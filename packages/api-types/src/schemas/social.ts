import * as z from 'zod/mini';
import { optionalString, requiredString } from './fields.ts';
import { laravelMessages } from './messages.ts';
import { socialProviders } from './options.ts';

/** A Shopify shop domain: letters, digits or hyphens, then `.myshopify.com`. */
export const shopDomainPattern = /^[a-zA-Z0-9-]+\.myshopify\.com$/;

/** A sign-in provider the server offers. */
export const socialProviderInfoSchema = z.object({
  provider: z.enum(socialProviders),
  name: z.string(),
});
export type SocialProviderInfo = z.infer<typeof socialProviderInfoSchema>;

/**
 * GET /social/{provider}/redirect query. `redirect_uri` is the app's callback route
 * (/oauth/{provider}/callback). `shop` is needed for Shopify only; the server checks that, since
 * a query schema cannot see the path.
 */
export const socialRedirectQuerySchema = z.object({
  redirect_uri: z.pipe(
    requiredString('redirect_uri', { max: 2048 }),
    z.url({ error: /* @__PURE__ */ laravelMessages.format('redirect_uri') }),
  ),
  shop: /* @__PURE__ */ optionalString('shop').check(
    z.refine(
      (shop: string | null | undefined) => shop == null || shopDomainPattern.test(shop),
      /* @__PURE__ */ laravelMessages.format('shop'),
    ),
  ),
});
export type SocialRedirectQuery = z.input<typeof socialRedirectQuerySchema>;

export const socialRedirectSchema = z.object({ redirect_url: z.url() });

/**
 * GET /social/{provider}/callback query: whatever the provider put on the callback address
 * (`code`, `state`, or `error`; Shopify adds `shop`, `hmac`, `host`, `timestamp`). Kept whole,
 * since the server passes it on to the provider library.
 */
export const socialCallbackQuerySchema = z.catchall(
  z.object({
    code: z.optional(z.string({ error: /* @__PURE__ */ laravelMessages.string('code') })),
    state: z.optional(z.string({ error: /* @__PURE__ */ laravelMessages.string('state') })),
    error: z.optional(z.string({ error: /* @__PURE__ */ laravelMessages.string('error') })),
  }),
  z.string({ error: (issue) => laravelMessages.string(String(issue.path?.at(-1) ?? 'query')) }),
);
export type SocialCallbackQuery = z.input<typeof socialCallbackQuerySchema>;

/** POST /social/{provider}/token: a provider access token from a native sign-in. */
export const socialTokenPayloadSchema = z.object({ token: requiredString('token', { max: 4096 }) });
export type SocialTokenPayload = z.input<typeof socialTokenPayloadSchema>;
