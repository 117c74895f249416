import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { createServices } from '../../src/services.ts';
import type { DemoProvider } from '../../src/social/providers.ts';
import { call, fakeIndexHtml, givenUser, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const callbackUri = 'http://localhost/oauth/google/callback';

const redirectFor = async (provider: string, query: Record<string, string>) => {
  const answer = await call(
    t.app,
    'GET',
    `/api/social/${provider}/redirect?${new URLSearchParams(query)}`,
  );
  return answer;
};

/** Starts a Google sign-in and approves it on the demo page as `email`; answers the callback URL. */
async function approveOnDemoPage(email: string, decision = 'approve') {
  const start = await redirectFor('google', { redirect_uri: callbackUri });
  expect(start.status).toBe(200);
  const redirectUrl = new URL((start.body as { data: { redirect_url: string } }).data.redirect_url);
  expect(redirectUrl.pathname).toBe('/demo-oauth/google/authorize');
  const state = redirectUrl.searchParams.get('state') ?? '';
  expect(state).toMatch(/^[0-9a-f]{64}$/);

  const page = await call(t.app, 'GET', `${redirectUrl.pathname}${redirectUrl.search}`);
  expect(page.status).toBe(200);
  expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
  expect(page.text).toContain(email);

  const approved = await call(t.app, 'POST', '/demo-oauth/google/authorize', {
    body: new URLSearchParams({ state, redirect_uri: callbackUri, email, decision }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('Location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(callbackUri);
  expect(back.searchParams.get('state')).toBe(state);
  return back;
}

const finish = (provider: string, search: string) =>
  call(t.app, 'GET', `/api/social/${provider}/callback${search}`);

describe('social sign-in in demo mode', () => {
  it('offers Google, Apple and Shopify', async () => {
    const answer = await call(t.app, 'GET', '/api/social/providers');
    expect(answer.body).toEqual({
      data: [
        { provider: 'google', name: 'Google' },
        { provider: 'apple', name: 'Apple' },
        { provider: 'shopify', name: 'Shopify' },
      ],
    });
  });

  it('runs the whole flow offline: redirect, demo consent page, callback, session', async () => {
    await givenUser(t.db);
    const back = await approveOnDemoPage('ada@example.test');
    const answer = await finish('google', back.search);
    expect(answer.status).toBe(200);
    const { token } = (answer.body as { data: { token: string } }).data;
    expect((await call(t.app, 'GET', '/api/user', { token })).body).toMatchObject({
      data: { email: 'ada@example.test' },
    });
    // A state and a code work once.
    const again = await finish('google', back.search);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ errors: { state: ['Invalid OAuth state'] } });
  });

  it('refuses a state it did not hand out, or one handed out for another provider', async () => {
    await givenUser(t.db);
    const back = await approveOnDemoPage('ada@example.test');
    const forged = new URLSearchParams(back.search);
    forged.set('state', 'a'.repeat(64));
    const wrongState = await finish('google', `?${forged}`);
    expect(wrongState.status).toBe(422);
    expect(wrongState.body).toEqual({
      message: 'Invalid OAuth state',
      errors: { state: ['Invalid OAuth state'] },
    });
    expect((await finish('apple', back.search)).status).toBe(422);
    expect((await finish('google', back.search)).status).toBe(200);
  });

  it('passes on a provider error, such as a denied consent', async () => {
    await givenUser(t.db);
    const back = await approveOnDemoPage('ada@example.test', 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    const answer = await finish('google', back.search);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'OAuth error: access_denied',
      errors: { error: ['OAuth error: access_denied'] },
    });
  });

  it('refuses a callback without a code, and a code the provider refuses', async () => {
    await givenUser(t.db);
    const back = await approveOnDemoPage('ada@example.test');
    const noCode = new URLSearchParams(back.search);
    noCode.delete('code');
    const missing = await finish('google', `?${noCode}`);
    expect(missing.body).toMatchObject({ errors: { code: ['Authorization code not received'] } });

    const other = await approveOnDemoPage('ada@example.test');
    const badCode = new URLSearchParams(other.search);
    badCode.set('code', 'made-up');
    const refused = await finish('google', `?${badCode}`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errors: { code: [expect.stringMatching(/^Failed to authenticate/)] },
    });
  });

  it('asks for the second factor after a provider sign-in too', async () => {
    await givenUser(t.db, { twoFactorMethod: 'email' });
    const back = await approveOnDemoPage('ada@example.test');
    const answer = await finish('google', back.search);
    expect(answer.body).toMatchObject({ data: { two_factor_required: true, method: ['email'] } });
  });

  it('checks the Shopify shop domain', async () => {
    const missing = await redirectFor('shopify', { redirect_uri: callbackUri });
    expect(missing.body).toMatchObject({ errors: { shop: ['Shop domain is required'] } });
    for (const shop of [
      'evil.com',
      'shop.myshopify.com.evil.com',
      'a b.myshopify.com',
      '../x.myshopify.com',
    ]) {
      const bad = await redirectFor('shopify', { redirect_uri: callbackUri, shop });
      expect(bad.status, shop).toBe(422);
      expect(bad.body, shop).toMatchObject({ errors: { shop: expect.any(Array) } });
    }
    const good = await redirectFor('shopify', {
      redirect_uri: callbackUri,
      shop: 'my-store-1.myshopify.com',
    });
    expect(good.status).toBe(200);
    expect((good.body as { data: { redirect_url: string } }).data.redirect_url).toContain(
      'shop=my-store-1.myshopify.com',
    );
  });

  it('refuses a redirect address outside the app for the demo provider, and a bad one', async () => {
    const outside = await redirectFor('google', { redirect_uri: 'https://evil.example/steal' });
    expect(outside.status).toBe(422);
    const notUrl = await redirectFor('google', { redirect_uri: 'not a url' });
    expect(notUrl.status).toBe(422);
  });

  it('signs in with a provider access token, and refuses an unknown one', async () => {
    await givenUser(t.db);
    const demo = t.services.social.google as DemoProvider;
    const accessToken = demo.issueAccessToken({ email: 'ada@example.test', name: 'Ada' });
    const answer = await call(t.app, 'POST', '/api/social/google/token', {
      json: { token: accessToken },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ data: { token: expect.any(String) } });
    const refused = await call(t.app, 'POST', '/api/social/google/token', {
      json: { token: 'nope' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { token: ['Token login failed'] } });
  });

  it('refuses an identity without an account', async () => {
    const demo = t.services.social.apple as DemoProvider;
    const accessToken = demo.issueAccessToken({ email: 'stranger@example.test', name: null });
    const answer = await call(t.app, 'POST', '/api/social/apple/token', {
      json: { token: accessToken },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { email: [expect.any(String)] } });
  });
});

describe('a real OAuth 2 provider (production mode)', () => {
  const google = {
    clientId: 'client-1',
    clientSecret: 'secret-1',
    authorizeUrl: 'https://id.example/authorize',
    tokenUrl: 'https://id.example/token',
    userinfoUrl: 'https://id.example/userinfo',
    scopes: 'openid email',
  };
  const requests: { url: string; body: string; auth: string | null }[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = String(input);
    requests.push({
      url,
      body: String(init?.body ?? ''),
      auth: new Headers(init?.headers).get('Authorization'),
    });
    if (url === google.tokenUrl) {
      const code = new URLSearchParams(String(init?.body)).get('code');
      return code === 'good-code'
        ? Response.json({ access_token: 'at-1', token_type: 'Bearer' })
        : Response.json({ error: 'invalid_grant' }, { status: 400 });
    }
    return Response.json({
      sub: 'g-42',
      email: 'ada@example.test',
      email_verified: true,
      name: 'Ada',
    });
  };
  const production = () =>
    createApp({
      db: t.db,
      mode: 'production',
      appDist: t.appDist,
      services: createServices({
        db: t.db,
        mode: 'production',
        dataDir: t.appDist,
        social: { google },
        fetch: fakeFetch,
      }),
    });

  it('offers only configured providers and no demo pages', async () => {
    const app = production();
    expect((await call(app, 'GET', '/api/social/providers')).body).toEqual({
      data: [{ provider: 'google', name: 'Google' }],
    });
    expect(
      (await call(app, 'GET', '/api/social/apple/redirect?redirect_uri=https://x.example/cb'))
        .status,
    ).toBe(422);
    // Those paths fall through to the admin app's shell, like any unknown page.
    expect((await call(app, 'GET', '/demo-oauth/google/authorize')).text).toBe(fakeIndexHtml);
    expect((await call(app, 'GET', '/outbox')).text).toBe(fakeIndexHtml);
  });

  it('sends the browser to the provider and exchanges the code at its token endpoint', async () => {
    await givenUser(t.db);
    const app = production();
    const start = await call(
      app,
      'GET',
      `/api/social/google/redirect?redirect_uri=${encodeURIComponent('https://app.example/oauth/google/callback')}`,
    );
    const url = new URL((start.body as { data: { redirect_url: string } }).data.redirect_url);
    expect(`${url.origin}${url.pathname}`).toBe(google.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-1',
      redirect_uri: 'https://app.example/oauth/google/callback',
      response_type: 'code',
      scope: 'openid email',
    });
    const state = url.searchParams.get('state') ?? '';

    const bad = await call(app, 'GET', `/api/social/google/callback?code=bad-code&state=${state}`);
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { code: ['Failed to authenticate: invalid_grant'] } });

    const again = await call(
      app,
      'GET',
      `/api/social/google/redirect?redirect_uri=${encodeURIComponent('https://app.example/oauth/google/callback')}`,
    );
    const state2 = new URL(
      (again.body as { data: { redirect_url: string } }).data.redirect_url,
    ).searchParams.get('state');
    requests.length = 0;
    const good = await call(
      app,
      'GET',
      `/api/social/google/callback?code=good-code&state=${state2}`,
    );
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({
      data: { token: expect.any(String), user: { email: 'ada@example.test' } },
    });
    expect(new URLSearchParams(requests[0]?.body)).toEqual(
      new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'good-code',
        redirect_uri: 'https://app.example/oauth/google/callback',
        client_id: 'client-1',
        client_secret: 'secret-1',
      }),
    );
    expect(requests[1]).toMatchObject({ url: google.userinfoUrl, auth: 'Bearer at-1' });
  });
});
