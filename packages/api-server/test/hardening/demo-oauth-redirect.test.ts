import { describe, expect, it } from 'vitest';
import { storeState } from '../../src/social/queries.ts';
import { call, useTestApp } from '../helpers/test-app.ts';

/** The demo sign-in page hands codes only to the app's own http(s) addresses. */
const t = useTestApp();
const redirect = (uri: string) =>
  call(t.app, 'GET', `/api/social/google/redirect?redirect_uri=${encodeURIComponent(uri)}`);

describe('the demo provider’s redirect_uri', () => {
  it.each([
    'javascript://localhost/%0Aalert(document.cookie)',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://localhost/auth/callback',
    'http://localhost:9999/auth/callback',
    'https://localhost/auth/callback',
    'http://evil.example/auth/callback',
  ])('refuses %s with 422', async (uri) => {
    const answer = await redirect(uri);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { redirect_uri: [expect.any(String)] } });
  });

  it('takes the app’s own callback', async () => {
    const answer = await redirect('http://localhost/auth/callback?provider=google');
    expect(answer.status).toBe(200);
  });

  it('is checked again by the consent page, which refuses a stored foreign address', async () => {
    const now = new Date();
    const redirectUri = 'javascript://localhost/%0Aalert(1)';
    await storeState(
      t.db,
      {
        state: 'planted',
        provider: 'google',
        redirectUri,
        shop: null,
        expiresAt: new Date(now.getTime() + 60_000),
        createdAt: now,
      },
      now,
    );
    const query = `state=planted&redirect_uri=${encodeURIComponent(redirectUri)}`;
    const page = await call(t.app, 'GET', `/demo-oauth/google/authorize?${query}`);
    expect(page.status).toBe(400);
    const post = await call(t.app, 'POST', '/demo-oauth/google/authorize', {
      body: `${query}&decision=approve&email=admin%40packlight.dev`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(post.status).toBe(400);
    expect(post.headers.get('Location')).toBeNull();
  });
});
