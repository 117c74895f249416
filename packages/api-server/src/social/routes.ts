import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { endpoints } from '@packlight/api-types';
import { appOrigin, isOwnAppAddress } from '../auth/app-origin.ts';
import { completeSignIn } from '../auth/sign-in.ts';
import type { SocialProvider } from '../config.ts';
import { socialProviderNames } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { UserRow } from '../db/schema/index.ts';
import { validationFailed } from '../http/errors.ts';
import { clientAddress, ensureNotLimited, type Limit } from '../http/rate-limit.ts';
import type { Registrar } from '../http/registrar.ts';
import type { Services } from '../services.ts';
import { findUserByEmail } from '../users/queries.ts';
import {
  ProviderError,
  providerNames,
  type OAuthProvider,
  type SocialProfile,
} from './providers.ts';
import { findLinkedUser, findState, linkSocialAccount, storeState } from './queries.ts';

/** How long a handed-out state waits for its callback. */
const stateMinutes = 10;
const shopPattern = /^[a-zA-Z0-9-]+\.myshopify\.com$/;

function providerOf(services: Services, provider: SocialProvider): OAuthProvider {
  const found = services.social[provider];
  if (!found) {
    throw validationFailed({
      provider: [`Sign-in with ${providerNames[provider]} is not available.`],
    });
  }
  return found;
}

/** The user a provider identity belongs to: linked before, or a verified email of an account. */
async function userForProfile(
  db: Db,
  provider: SocialProvider,
  profile: SocialProfile,
): Promise<UserRow | null> {
  const linked = await findLinkedUser(db, provider, profile.id);
  if (linked) return linked;
  // An unverified address proves nothing: it could be anyone's.
  if (!profile.email || !profile.emailVerified) return null;
  const user = await findUserByEmail(db, profile.email);
  if (!user) return null;
  await linkSocialAccount(db, {
    userId: user.id,
    provider,
    providerUserId: profile.id,
    email: profile.email,
  });
  return user;
}

async function signInWithProfile(
  services: Services,
  provider: SocialProvider,
  profile: SocialProfile,
) {
  const user = await userForProfile(services.db, provider, profile);
  if (!user) {
    throw validationFailed({
      email: ['No Packlight account uses this email. Ask an administrator for access.'],
    });
  }
  return completeSignIn(services, user, provider);
}

export function registerSocialRoutes(routes: Registrar, services: Services): void {
  routes.publicRoute(endpoints.social.providers, async () => ({
    data: socialProviderNames
      .filter((provider) => services.social[provider])
      .map((provider) => ({ provider, name: providerNames[provider] })),
  }));

  routes.publicRoute(endpoints.social.redirect, async ({ params, input, db }) => {
    const client = providerOf(services, params.provider as SocialProvider);
    let shop: string | null = null;
    if ((params.provider as SocialProvider) === 'shopify') {
      if (!input.shop) throw validationFailed({ shop: ['Shop domain is required'] });
      if (!shopPattern.test(input.shop))
        throw validationFailed({ shop: ['Invalid shop domain format'] });
      shop = input.shop.toLowerCase();
    }
    const origin = appOrigin(services);
    // The stand-in provider has no list of registered addresses: only our own app may receive
    // codes, over http(s) (never javascript: or another scheme).
    if (client.demo && !isOwnAppAddress(services, input.redirect_uri)) {
      throw validationFailed({
        redirect_uri: ['The redirect uri must be an address of this app.'],
      });
    }
    const state = randomBytes(32).toString('hex');
    const now = services.clock.now();
    await storeState(
      db,
      {
        state,
        provider: params.provider as SocialProvider,
        redirectUri: input.redirect_uri,
        shop,
        expiresAt: new Date(now.getTime() + stateMinutes * 60_000),
        createdAt: now,
      },
      now,
    );
    return {
      data: {
        redirect_url: client.authorizeUrl({ state, redirectUri: input.redirect_uri, shop, origin }),
      },
    };
  });

  routes.publicRoute(endpoints.social.callback, async ({ params, input, db }) => {
    const client = providerOf(services, params.provider as SocialProvider);
    const query = Object.fromEntries(
      Object.entries(input).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const now = services.clock.now();
    const stored = input.state
      ? await findState(db, input.state, params.provider as SocialProvider, now, true)
      : null;
    if (input.error) throw validationFailed({ error: [`OAuth error: ${input.error}`] });
    if (!stored) throw validationFailed({ state: ['Invalid OAuth state'] });
    if (!input.code) throw validationFailed({ code: ['Authorization code not received'] });
    if (stored.shop && query.shop && query.shop.toLowerCase() !== stored.shop) {
      throw validationFailed({ shop: ['The shop does not match the sign-in that was started.'] });
    }
    if (!client.verifyCallback(query)) {
      throw validationFailed({ code: ['The callback signature is invalid.'] });
    }
    let profile: SocialProfile;
    try {
      profile = await client.exchangeCode({
        code: input.code,
        redirectUri: stored.redirectUri,
        shop: stored.shop,
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      throw validationFailed({ code: [`Failed to authenticate: ${error.message}`] });
    }
    return signInWithProfile(services, params.provider as SocialProvider, profile);
  });

  // Each token is checked with the provider over the network: a few a minute per address.
  const tokenIpLimit = (c: Context): Limit => ({
    key: `social-token-ip:${clientAddress(c)}`,
    max: 10,
    decaySeconds: 60,
  });
  const guard = (c: Context) => ensureNotLimited(services.limiter, [tokenIpLimit(c)]);
  routes.publicRoute(
    endpoints.social.token,
    async ({ params, input, c }) => {
      await services.limiter.hit([tokenIpLimit(c)]);
      const client = providerOf(services, params.provider as SocialProvider);
      let profile: SocialProfile;
      try {
        profile = await client.profileFromToken(input.token);
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        throw validationFailed({ token: ['Token login failed'] });
      }
      return signInWithProfile(services, params.provider as SocialProvider, profile);
    },
    { guard },
  );
}
