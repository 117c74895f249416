import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OAuthClientConfig, SocialProvider } from '../config.ts';

/** Who signed in at the provider. */
export interface SocialProfile {
  id: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** A provider failure the user should hear about (refused code, unreachable provider). */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

/** One OAuth 2 sign-in provider: where to send the browser, and how to learn who came back. */
export interface OAuthProvider {
  readonly provider: SocialProvider;
  /** True for the local stand-in of demo mode. */
  readonly demo: boolean;
  authorizeUrl(options: {
    state: string;
    redirectUri: string;
    shop: string | null;
    origin: string;
  }): string;
  exchangeCode(options: {
    code: string;
    redirectUri: string;
    shop: string | null;
  }): Promise<SocialProfile>;
  profileFromToken(accessToken: string): Promise<SocialProfile>;
  /** Checks what the provider signed on the callback (Shopify's hmac); true when nothing is. */
  verifyCallback(query: Record<string, string>): boolean;
}

export const providerNames: Record<SocialProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  shopify: 'Shopify',
};

const fill = (template: string, shop: string | null) => {
  if (template.includes('{shop}') && !shop) throw new ProviderError('A shop domain is required');
  return template.replace('{shop}', shop ?? '');
};

/** The claims of a JWT, read without checking its signature (only for tokens fetched directly). */
function jwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function profileFrom(claims: Record<string, unknown>): SocialProfile {
  const id =
    str(claims.sub) ?? str(claims.id) ?? (typeof claims.id === 'number' ? String(claims.id) : null);
  if (!id) throw new ProviderError('The provider did not say who signed in');
  const name =
    str(claims.name) ??
    ([
      str(claims.given_name) ?? str(claims.first_name),
      str(claims.family_name) ?? str(claims.last_name),
    ]
      .filter(Boolean)
      .join(' ') ||
      null);
  const verified = claims.email_verified;
  return {
    id,
    email: str(claims.email)?.toLowerCase() ?? null,
    // Shopify's associated_user carries email_verified too; absent means unknown, i.e. not verified.
    emailVerified: verified === true || verified === 'true',
    name,
  };
}

/** A standard OAuth 2 authorisation-code client (Google, Apple, Shopify), configured by env. */
export class OAuth2Provider implements OAuthProvider {
  readonly demo = false;

  constructor(
    readonly provider: SocialProvider,
    private readonly config: OAuthClientConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  verifyCallback(query: Record<string, string>): boolean {
    if (this.provider !== 'shopify') return true;
    // Shopify signs the callback query: HMAC-SHA256 of the other parameters, sorted, as k=v&k=v.
    const { hmac, ...rest } = query;
    if (!hmac) return false;
    const message = Object.keys(rest)
      .sort()
      .map((key) => `${key}=${rest[key]}`)
      .join('&');
    const expected = createHmac('sha256', this.config.clientSecret).update(message).digest('hex');
    return (
      expected.length === hmac.length && timingSafeEqual(Buffer.from(expected), Buffer.from(hmac))
    );
  }

  authorizeUrl({
    state,
    redirectUri,
    shop,
  }: {
    state: string;
    redirectUri: string;
    shop: string | null;
  }) {
    const url = new URL(fill(this.config.authorizeUrl, shop));
    url.searchParams.set('client_id', this.config.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    url.searchParams.set('response_type', 'code');
    if (this.config.scopes) {
      url.searchParams.set('scope', this.config.scopes);
    }
    // Shopify: an online (per-user) token names the staff member who signed in.
    if (this.provider === 'shopify') url.searchParams.append('grant_options[]', 'per-user');
    return url.toString();
  }

  private async post(url: string, form: Record<string, string>): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ProviderError(`The provider could not be reached (${String(error)})`);
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || !body) {
      throw new ProviderError(
        str(body?.error_description) ?? str(body?.error) ?? `HTTP ${response.status}`,
      );
    }
    return body;
  }

  async exchangeCode({
    code,
    redirectUri,
    shop,
  }: {
    code: string;
    redirectUri: string;
    shop: string | null;
  }) {
    const body = await this.post(fill(this.config.tokenUrl, shop), {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: this.config.clientId,
      client_secret: this.config.clientSecret,
    });
    if (
      this.provider === 'shopify' &&
      body.associated_user &&
      typeof body.associated_user === 'object'
    ) {
      return profileFrom(body.associated_user as Record<string, unknown>);
    }
    const accessToken = str(body.access_token);
    if (this.config.userinfoUrl && accessToken) return this.profileFromToken(accessToken);
    const claims = str(body.id_token) ? jwtClaims(body.id_token as string) : null;
    if (!claims) throw new ProviderError('The provider answered without an identity');
    return profileFrom(claims);
  }

  async profileFromToken(accessToken: string): Promise<SocialProfile> {
    if (!this.config.userinfoUrl) {
      throw new ProviderError('This provider signs in through its redirect only');
    }
    let response: Response;
    try {
      response = await this.fetchImpl(this.config.userinfoUrl, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ProviderError(`The provider could not be reached (${String(error)})`);
    }
    if (!response.ok) throw new ProviderError('The provider refused the token');
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body) throw new ProviderError('The provider answered without an identity');
    return profileFrom(body);
  }
}

/** An account the demo sign-in page may hand out. */
export interface DemoAccount {
  email: string;
  name: string | null;
}

/**
 * Demo mode's stand-in for a provider: the server's own page at /demo-oauth/{provider}/authorize
 * plays the provider's consent screen, so the whole flow runs offline. Codes and tokens live in
 * memory for a few minutes.
 */
export class DemoProvider implements OAuthProvider {
  readonly demo = true;
  private readonly codes = new Map<
    string,
    { account: DemoAccount; redirectUri: string; expires: number }
  >();
  private readonly tokens = new Map<string, { account: DemoAccount; expires: number }>();

  constructor(
    readonly provider: SocialProvider,
    private readonly now: () => number,
  ) {}

  authorizeUrl({
    state,
    redirectUri,
    shop,
    origin,
  }: {
    state: string;
    redirectUri: string;
    shop: string | null;
    origin: string;
  }) {
    const url = new URL(`/demo-oauth/${this.provider}/authorize`, origin);
    url.searchParams.set('client_id', 'packlight-demo');
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    url.searchParams.set('response_type', 'code');
    if (shop) url.searchParams.set('shop', shop);
    return url.toString();
  }

  /** The consent page approved `account`: a code for the redirect, usable once within 5 minutes. */
  issueCode(account: DemoAccount, redirectUri: string): string {
    const code = randomBytes(24).toString('hex');
    this.codes.set(code, { account, redirectUri, expires: this.now() + 5 * 60_000 });
    return code;
  }

  /** An access token for `account`, as a native sign-in would get from the provider. */
  issueAccessToken(account: DemoAccount): string {
    const token = `demo-${randomBytes(24).toString('hex')}`;
    this.tokens.set(token, { account, expires: this.now() + 60 * 60_000 });
    return token;
  }

  verifyCallback(): boolean {
    return true;
  }

  private profile(account: DemoAccount): SocialProfile {
    return {
      id: `demo-${this.provider}:${account.email}`,
      email: account.email,
      emailVerified: true,
      name: account.name,
    };
  }

  async exchangeCode({ code, redirectUri }: { code: string; redirectUri: string }) {
    const found = this.codes.get(code);
    this.codes.delete(code);
    if (!found || found.expires < this.now() || found.redirectUri !== redirectUri) {
      throw new ProviderError('invalid_grant');
    }
    return this.profile(found.account);
  }

  async profileFromToken(accessToken: string) {
    const found = this.tokens.get(accessToken);
    if (!found || found.expires < this.now())
      throw new ProviderError('The provider refused the token');
    return this.profile(found.account);
  }
}
