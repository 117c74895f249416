import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, wholeInputKey } from '@packlight/api-types';
import { notifications, partners, personalAccessTokens, users } from '../../src/db/schema/index.ts';
import { issueToken } from '../../src/auth/tokens.ts';
import { call, givenUser, signIn, testPassword, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const credentialsRejected = {
  message: 'These credentials do not match our records.',
  errors: { email: ['These credentials do not match our records.'] },
};

describe('POST /api/login', () => {
  it('answers a token and the user, and the token opens GET /api/user', async () => {
    const user = await givenUser(t.db);

    const login = await call(t.app, 'POST', '/api/login', {
      json: { email: 'ada@example.test', password: testPassword },
    });

    expect(login.status).toBe(200);
    expect(endpoints.auth.login.response.safeParse(login.body).success).toBe(true);
    const { token, user: shown } = (login.body as { data: { token: string; user: object } }).data;
    expect(token).toMatch(/^\d+\|[\w-]{54}$/);
    expect(shown).toMatchObject({ id: user.id, type: 'admin', email: 'ada@example.test' });
    expect(shown).not.toHaveProperty('password_hash');

    const me = await call(t.app, 'GET', '/api/user', { token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ data: shown });
  });

  it('finds the account whatever the case of the email', async () => {
    await givenUser(t.db, { email: 'Ada@Example.test' });
    const login = await call(t.app, 'POST', '/api/login', {
      json: { email: 'ADA@example.TEST', password: testPassword },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a wrong password with 422 on the email field, as Laravel does', async () => {
    await givenUser(t.db);
    const login = await call(t.app, 'POST', '/api/login', {
      json: { email: 'ada@example.test', password: 'not the password' },
    });
    expect(login.status).toBe(422);
    expect(login.body).toEqual(credentialsRejected);
  });

  it('refuses an unknown email with the same answer', async () => {
    const login = await call(t.app, 'POST', '/api/login', {
      json: { email: 'nobody@example.test', password: testPassword },
    });
    expect(login.status).toBe(422);
    expect(login.body).toEqual(credentialsRejected);
  });

  it('names both missing fields in Laravel shape', async () => {
    const login = await call(t.app, 'POST', '/api/login', { json: {} });
    expect(login.status).toBe(422);
    expect(login.body).toEqual({
      message: 'The email field is required. (and 1 more error)',
      errors: {
        email: ['The email field is required.'],
        password: ['The password field is required.'],
      },
    });
  });

  it('treats an empty body as missing fields', async () => {
    const login = await call(t.app, 'POST', '/api/login');
    expect(login.status).toBe(422);
    expect(Object.keys((login.body as { errors: object }).errors)).toEqual(['email', 'password']);
  });

  it('keeps the contract message for a present but invalid email', async () => {
    const login = await call(t.app, 'POST', '/api/login', {
      json: { email: 'not-an-email', password: testPassword },
    });
    expect(login.status).toBe(422);
    expect(login.body).toEqual({
      message: 'The email field must be a valid email address.',
      errors: { email: ['The email field must be a valid email address.'] },
    });
  });

  it('answers malformed JSON with 422, not 500', async () => {
    for (const body of ['{"email": ', '[1, 2]', 'null']) {
      const login = await call(t.app, 'POST', '/api/login', {
        body,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(login.status, body).toBe(422);
      expect(login.body, body).toMatchObject({ errors: { [wholeInputKey]: [expect.any(String)] } });
    }
  });
});

describe('GET /api/user', () => {
  const unauthenticated = { message: 'Unauthenticated.' };

  it('answers 401 without a token', async () => {
    const me = await call(t.app, 'GET', '/api/user');
    expect(me.status).toBe(401);
    expect(me.body).toEqual(unauthenticated);
  });

  it('answers 401 for a made-up, malformed or tampered token', async () => {
    const user = await givenUser(t.db);
    const real = await issueToken(t.db, user.id, { name: 'test' });
    const [id, secret] = real.split('|');
    for (const token of ['1|made-up', 'garbage', `${Number(id) + 1}|${secret}`, `${id}|`]) {
      const me = await call(t.app, 'GET', '/api/user', { token });
      expect(me.status, token).toBe(401);
      expect(me.body, token).toEqual(unauthenticated);
    }
  });

  it('accepts the bare secret, as Sanctum does', async () => {
    const user = await givenUser(t.db);
    const secret = (await issueToken(t.db, user.id, { name: 'test' })).split('|')[1];
    const me = await call(t.app, 'GET', '/api/user', { token: secret });
    expect(me.status).toBe(200);
  });

  it('refuses an expired token and records when a token was last used', async () => {
    const user = await givenUser(t.db);
    const expired = await issueToken(t.db, user.id, {
      name: 'test',
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await call(t.app, 'GET', '/api/user', { token: expired })).status).toBe(401);

    const fresh = await issueToken(t.db, user.id, {
      name: 'test',
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await call(t.app, 'GET', '/api/user', { token: fresh })).status).toBe(200);
    const [row] = await t.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, Number(fresh.split('|')[0])));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    await givenUser(t.db);
    const first = await signIn(t.app, 'ada@example.test');
    const second = await signIn(t.app, 'ada@example.test');

    const logout = await call(t.app, 'POST', '/api/logout', { token: first });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ message: 'Logged out' });

    expect((await call(t.app, 'GET', '/api/user', { token: first })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/logout', { token: first })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user', { token: second })).status).toBe(200);
  });
});

describe('what is stored', () => {
  it('keeps only the sha256 of the token secret', async () => {
    await givenUser(t.db);
    const token = await signIn(t.app, 'ada@example.test');
    const secret = token.split('|')[1] ?? '';

    const rows = await t.db.select().from(personalAccessTokens);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(secret);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the password as a salted scrypt hash and the email lower-cased', async () => {
    await givenUser(t.db, { email: 'Ada@Example.TEST' });
    const [row] = await t.db.select().from(users);
    expect(row?.email).toBe('ada@example.test');
    expect(row?.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w+/=]+\$[\w+/=]+$/);
    expect(row?.passwordHash).not.toContain(testPassword);
  });
});

describe('rate limits on POST /api/login', () => {
  it('answers 429 with Retry-After after five failures for one account, and lets it in later', async () => {
    await givenUser(t.db);
    t.clock.at = Date.UTC(2026, 0, 5, 12, 0, 0);
    const attempt = (password: string) =>
      call(t.app, 'POST', '/api/login', { json: { email: 'ada@example.test', password } });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong password')).status).toBe(422);

    const limited = await attempt(testPassword);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(60);

    t.clock.at += 61_000;
    expect((await attempt(testPassword)).status).toBe(200);
  });
});

describe('POST /api/register', () => {
  const application = {
    name: 'Grace Hopper',
    email: 'Grace@Example.test',
    password: 'a long enough password',
    password_confirmation: 'a long enough password',
    terms: true,
  };

  it('files a Pending partner application, tells the administrators and signs no one in', async () => {
    const admin = await givenUser(t.db);
    const answer = await call(t.app, 'POST', '/api/register', { json: application });
    expect(answer.status).toBe(200);
    const body = answer.body as { message: string; data: Record<string, unknown> };
    expect(body.data).toEqual({
      id: expect.any(Number),
      name: 'Grace Hopper',
      email: 'grace@example.test',
      status: 'Pending',
    });
    expect(JSON.stringify(body)).not.toContain('token');

    const [user] = await t.db.select().from(users).where(eq(users.email, 'grace@example.test'));
    expect(user).toMatchObject({ type: 'partner', firstName: 'Grace', lastName: 'Hopper' });
    const [partner] = await t.db.select().from(partners);
    expect(partner).toMatchObject({ userId: user?.id, status: 'Pending' });
    const [notice] = await t.db.select().from(notifications);
    expect(notice).toMatchObject({ notifiableId: admin.id, readAt: null });
    expect(notice?.data.url).toBe(`/partners/profile/${partner?.id}`);
    expect(await t.db.select().from(personalAccessTokens)).toHaveLength(0);
  });

  it('refuses a taken email, a mismatched confirmation and unticked terms', async () => {
    await givenUser(t.db, { email: 'grace@example.test' });
    const taken = await call(t.app, 'POST', '/api/register', { json: application });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ errors: { email: ['The email has already been taken.'] } });

    const bad = await call(t.app, 'POST', '/api/register', {
      json: { ...application, email: 'new@example.test', password_confirmation: 'x', terms: false },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual([
      'password',
      'terms',
    ]);
  });

  it('refuses the applicant a sign-in until the application is approved', async () => {
    await call(t.app, 'POST', '/api/register', { json: application });
    const answer = await call(t.app, 'POST', '/api/login', {
      json: { email: 'grace@example.test', password: application.password },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: { email: [expect.stringContaining('still under review')] },
    });
  });
});
