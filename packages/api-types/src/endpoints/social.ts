import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { loginResponseSchema } from '../schemas/auth.ts';
import { dataOf, dataOrBare } from '../schemas/common.ts';
import { socialProviders } from '../schemas/options.ts';
import {
  socialCallbackQuerySchema,
  socialProviderInfoSchema,
  socialRedirectQuerySchema,
  socialRedirectSchema,
  socialTokenPayloadSchema,
} from '../schemas/social.ts';

const byProvider = z.object({ provider: z.enum(socialProviders) });

/**
 * Sign-in through Google, Apple or Shopify. One templated entry per step serves all three
 * providers (the spec lists the Google, Apple and Shopify redirects separately).
 */
export const socialEndpoints = {
  providers: defineEndpoint({
    method: 'GET',
    path: '/social/providers',
    access: 'public',
    response: dataOf(z.array(socialProviderInfoSchema)),
    summary: 'The sign-in providers this server offers.',
  }),
  redirect: defineEndpoint({
    method: 'GET',
    path: '/social/{provider}/redirect',
    params: byProvider,
    access: 'public',
    request: socialRedirectQuerySchema,
    response: dataOrBare(socialRedirectSchema),
    summary: "The provider's sign-in address to send the browser to (Shopify needs `shop`).",
  }),
  callback: defineEndpoint({
    method: 'GET',
    path: '/social/{provider}/callback',
    params: byProvider,
    access: 'public',
    request: socialCallbackQuerySchema,
    response: loginResponseSchema,
    summary: 'Finish a provider sign-in from its callback query; may ask for a second factor.',
  }),
  token: defineEndpoint({
    method: 'POST',
    path: '/social/{provider}/token',
    params: byProvider,
    access: 'public',
    request: socialTokenPayloadSchema,
    response: loginResponseSchema,
    summary: 'Sign in with a provider access token; may ask for a second factor like login.',
  }),
};
