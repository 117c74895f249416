import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../testing.ts';
import {
  socialCallbackQuerySchema,
  socialProviderInfoSchema,
  socialRedirectQuerySchema,
  socialTokenPayloadSchema,
} from './social.ts';

describe('social sign-in schemas', () => {
  it('reads a provider', () => {
    expect(socialProviderInfoSchema.parse({ provider: 'apple', name: 'Apple' })).toEqual({
      provider: 'apple',
      name: 'Apple',
    });
    expect(socialProviderInfoSchema.safeParse({ provider: 'github', name: 'GitHub' }).success).toBe(
      false,
    );
  });

  it('asks for a redirect with a callback address and a valid shop', () => {
    const query = {
      redirect_uri: 'https://admin.packlight.test/oauth/shopify/callback',
      shop: 'nomad-threads.myshopify.com',
    };
    expect(socialRedirectQuerySchema.parse(query)).toEqual(query);
    expect(
      fieldErrors(socialRedirectQuerySchema, { redirect_uri: '', shop: 'nomad.example.com' }),
    ).toEqual({
      redirect_uri: ['The redirect uri field is required.'],
      shop: ['The shop field format is invalid.'],
    });
  });

  it('keeps every callback parameter', () => {
    expect(
      socialCallbackQuerySchema.parse({
        code: 'c',
        state: 's',
        shop: 'x.myshopify.com',
        hmac: 'h',
      }),
    ).toEqual({ code: 'c', state: 's', shop: 'x.myshopify.com', hmac: 'h' });
  });

  it('needs a token for a token sign-in', () => {
    expect(fieldErrors(socialTokenPayloadSchema, {})).toEqual({
      token: ['The token field is required.'],
    });
  });
});
