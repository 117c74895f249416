import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { endpoints } from '@packlight/api-types';
import { completeSignIn } from '../auth/sign-in.ts';
import type { SocialProvider } from '../config.ts';
import { socialProviderNames } from '../config.ts';
import type { Db } from '../db/index.ts';
import { oauthStates, socialAccounts, users, type UserRow } from '../db/schema/index.ts';
import { validationFailed } from '../http/errors.ts';
import type { Registrar } from '../http/registrar.ts';
import { escapeHtml } from '../mail/mailer.ts';
import { appOrigin } from '../routes/auth.ts';
import type { Services } from '../services.ts';
import { findUserByEmail } from '../users/users.ts';
import {
  DemoProvider,
  ProviderError,
  providerNames,
  type OAuthProvider,
  type SocialProfile,
} from './providers.ts';

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
  const [linked] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(
      and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, profile.id)),
    )
    .limit(1);
  if (linked) return linked.user;
  // An unverified address proves nothing: it could be anyone's.
  if (!profile.email || !profile.emailVerified) return null;
  const user = await findUserByEmail(db, profile.email);
  if (!user) return null;
  await db
    .insert(socialAccounts)
    .values({ userId: user.id, provider, providerUserId: profile.id, email: profile.email })
    .onConflictDoNothing();
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

/** The live state row, or null; `consume` deletes it (a state works once). */
async function findState(
  db: Db,
  state: string,
  provider: SocialProvider,
  now: Date,
  consume: boolean,
) {
  const where = and(
    eq(oauthStates.state, state),
    eq(oauthStates.provider, provider),
    gt(oauthStates.expiresAt, now),
  );
  if (consume) {
    const [row] = await db.delete(oauthStates).where(where).returning();
    return row ?? null;
  }
  const [row] = await db.select().from(oauthStates).where(where).limit(1);
  return row ?? null;
}

export function registerSocialRoutes(routes: Registrar, services: Services): void {
  routes.publicRoute(endpoints.social.providers, async () => ({
    data: socialProviderNames
      .filter((provider) => services.social[provider])
      .map((provider) => ({ provider, name: providerNames[provider] })),
  }));

  routes.publicRoute(endpoints.social.redirect, async ({ params, input, db, c }) => {
    const client = providerOf(services, params.provider as SocialProvider);
    let shop: string | null = null;
    if ((params.provider as SocialProvider) === 'shopify') {
      if (!input.shop) throw validationFailed({ shop: ['Shop domain is required'] });
      if (!shopPattern.test(input.shop))
        throw validationFailed({ shop: ['Invalid shop domain format'] });
      shop = input.shop.toLowerCase();
    }
    const origin = appOrigin(services, c);
    // The stand-in provider has no list of registered addresses: only our own app may receive codes.
    if (client.demo && new URL(input.redirect_uri).host !== new URL(origin).host) {
      throw validationFailed({
        redirect_uri: ['The redirect uri must be an address of this app.'],
      });
    }
    const state = randomBytes(32).toString('hex');
    const now = services.clock.now();
    // Abandoned sign-ins leave states behind; each new one sweeps the expired.
    await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
    await db.insert(oauthStates).values({
      state,
      provider: params.provider as SocialProvider,
      redirectUri: input.redirect_uri,
      shop,
      expiresAt: new Date(now.getTime() + stateMinutes * 60_000),
      createdAt: now,
    });
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

  routes.publicRoute(endpoints.social.token, async ({ params, input }) => {
    const client = providerOf(services, params.provider as SocialProvider);
    let profile: SocialProfile;
    try {
      profile = await client.profileFromToken(input.token);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      throw validationFailed({ token: ['Token login failed'] });
    }
    return signInWithProfile(services, params.provider as SocialProvider, profile);
  });
}

function page(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>` +
    '<style>body{font-family:system-ui,sans-serif;background:#f3f4f6;color:#1f2937;display:grid;' +
    'place-items:center;min-height:100vh;margin:0}main{background:#fff;padding:2rem;border-radius:12px;' +
    'box-shadow:0 4px 24px #0002;max-width:26rem}label,select{display:block;width:100%;margin:.5rem 0}' +
    'select,button{font:inherit;padding:.5rem}button{margin-right:.5rem}small{color:#6b7280}</style>' +
    `</head><body><main>${body}</main></body></html>`
  );
}

const pageHeaders = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
};

/**
 * Demo mode's stand-in consent screens: GET /demo-oauth/{provider}/authorize shows a form to pick
 * an administrator and approve or deny; POST sends the browser back to the app's callback with a
 * code (or error=access_denied) and the state. Only for states this server handed out.
 */
export function serveDemoOAuth(app: Hono, services: Services): void {
  const demoOf = (c: Context) => {
    const provider = c.req.param('provider') as SocialProvider;
    const client = services.social[provider];
    return client instanceof DemoProvider ? { provider, client } : null;
  };
  const refuse = (c: Context, message: string) =>
    c.html(
      page('Sign-in refused', `<h1>Sign-in refused</h1><p>${escapeHtml(message)}</p>`),
      400,
      pageHeaders,
    );

  app.get('/demo-oauth/:provider/authorize', async (c) => {
    const demo = demoOf(c);
    if (!demo) return c.json({ message: 'Not Found.' }, 404);
    const state = c.req.query('state') ?? '';
    const stored = await findState(services.db, state, demo.provider, services.clock.now(), false);
    if (!stored || stored.redirectUri !== c.req.query('redirect_uri')) {
      return refuse(c, 'This sign-in link is invalid or has expired. Start again from the app.');
    }
    const admins = await services.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.type, 'admin'))
      .orderBy(users.id)
      .limit(50);
    const name = providerNames[demo.provider];
    const options = admins
      .map(
        (admin) =>
          `<option value="${escapeHtml(admin.email)}">${escapeHtml(admin.name ?? admin.email)} — ${escapeHtml(admin.email)}</option>`,
      )
      .join('');
    const body =
      `<h1>Sign in with ${escapeHtml(name)}</h1>` +
      `<p><small>Demo stand-in for ${escapeHtml(name)}: no data leaves this machine.</small></p>` +
      `<form method="post" action="/demo-oauth/${demo.provider}/authorize">` +
      `<input type="hidden" name="state" value="${escapeHtml(state)}">` +
      `<input type="hidden" name="redirect_uri" value="${escapeHtml(stored.redirectUri)}">` +
      `<label for="account">Account</label><select id="account" name="email">${options}</select>` +
      `<p>Packlight asks to know your name and email address.</p>` +
      '<button type="submit" name="decision" value="approve">Approve</button>' +
      '<button type="submit" name="decision" value="deny">Deny</button></form>';
    return c.html(page(`Sign in with ${name}`, body), 200, pageHeaders);
  });

  app.post('/demo-oauth/:provider/authorize', async (c) => {
    const demo = demoOf(c);
    if (!demo) return c.json({ message: 'Not Found.' }, 404);
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return refuse(c, 'The form could not be read.');
    }
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const stored = await findState(
      services.db,
      field('state'),
      demo.provider,
      services.clock.now(),
      false,
    );
    if (!stored || stored.redirectUri !== field('redirect_uri')) {
      return refuse(c, 'This sign-in link is invalid or has expired. Start again from the app.');
    }
    const back = new URL(stored.redirectUri);
    back.searchParams.set('state', stored.state);
    if (stored.shop) back.searchParams.set('shop', stored.shop);
    if (field('decision') !== 'approve') {
      back.searchParams.set('error', 'access_denied');
      return c.redirect(back.toString(), 302);
    }
    const user = await findUserByEmail(services.db, field('email'));
    if (!user || user.type !== 'admin') return refuse(c, 'Choose one of the listed accounts.');
    back.searchParams.set(
      'code',
      demo.client.issueCode({ email: user.email, name: user.name }, stored.redirectUri),
    );
    return c.redirect(back.toString(), 302);
  });
}
