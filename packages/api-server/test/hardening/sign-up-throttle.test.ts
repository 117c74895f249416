import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { callFrom } from './from-address.ts';

/** Sign-up is throttled per address and per email (decisions.md D41). */
const t = useTestApp();
const signUp = (email: string) => ({
  name: 'Ada Lovelace',
  email,
  password: 'correct horse battery staple',
  password_confirmation: 'correct horse battery staple',
  terms: true,
});

describe('POST /api/register', () => {
  it('lets 10 of 25 parallel sign-ups from one address through, and refuses the rest with 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        callFrom(t.app, '203.0.113.7', 'POST', '/api/register', signUp(`p${i}@example.test`)),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body).toEqual({ message: 'Too Many Attempts.' });
    expect(refused?.headers.get('Retry-After')).toMatch(/^\d+$/);
    const [row] = await t.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(10);
  });

  it('refuses a fourth sign-up for one email within the hour, whatever the address', async () => {
    const email = 'again@example.test';
    expect(
      (await callFrom(t.app, '203.0.113.1', 'POST', '/api/register', signUp(email))).status,
    ).toBe(200);
    for (const ip of ['203.0.113.2', '203.0.113.3']) {
      const taken = await callFrom(t.app, ip, 'POST', '/api/register', signUp(email));
      expect(taken.status).toBe(422);
      expect(taken.body).toMatchObject({
        errors: { email: ['The email has already been taken.'] },
      });
    }
    const fourth = await callFrom(t.app, '203.0.113.4', 'POST', '/api/register', signUp(email));
    expect(fourth.status).toBe(429);
  });

  it('counts no address in demo mode on this machine’s loopback, and still counts the email', async () => {
    for (let i = 0; i < 12; i++) {
      const answer = await callFrom(
        t.app,
        '127.0.0.1',
        'POST',
        '/api/register',
        signUp(`l${i}@example.test`),
      );
      expect(answer.status).toBe(200);
    }
    for (let i = 0; i < 3; i++) {
      await callFrom(
        t.app,
        '::ffff:127.0.0.1',
        'POST',
        '/api/register',
        signUp('same@example.test'),
      );
    }
    const fourth = await callFrom(
      t.app,
      '::1',
      'POST',
      '/api/register',
      signUp('same@example.test'),
    );
    expect(fourth.status).toBe(429);
  });
});
