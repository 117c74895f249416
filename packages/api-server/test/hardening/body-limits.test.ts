import { describe, expect, it } from 'vitest';
import { endpointName, listEndpoints } from '@packlight/api-types';
import { bodyLimits } from '../../src/http/registrar.ts';
import { pathOf } from './fuzz-cases.ts';
import { call, givenUser, signIn, useTestApp } from '../helpers/test-app.ts';

/** Every body has a ceiling, and public calls' per-address limits come before any body is read. */
const t = useTestApp();
const tooLarge = { message: 'The request is too large.' };
const json = { 'Content-Type': 'application/json' };
/** A JSON object of `bytes` bytes. */
const jsonOf = (bytes: number) => `{"a":"${'x'.repeat(bytes - 8)}"}`;

const publicWrites = listEndpoints().filter(
  (endpoint) => endpoint.access === 'public' && endpoint.method !== 'GET',
);

describe('public calls', () => {
  it('cover sign-in, sign-up, both password calls, two-factor verify and social token', () => {
    const names = publicWrites.map(endpointName);
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password']) {
      expect(names).toContain(`POST ${path}`);
    }
    expect(names).toContain('POST /two-factor/verify');
    expect(names).toContain('POST /social/{provider}/token');
  });

  it.each(publicWrites.map((endpoint) => [endpointName(endpoint), endpoint] as const))(
    '%s refuses a body over 64 kB with 413, and reads one under it',
    async (_, endpoint) => {
      const path = pathOf(endpoint, () => 'google');
      const over = await call(t.app, endpoint.method, path, {
        body: jsonOf(bodyLimits.public + 1),
        headers: json,
      });
      expect(over.status).toBe(413);
      expect(over.body).toEqual(tooLarge);
      const under = await call(t.app, endpoint.method, path, {
        body: jsonOf(bodyLimits.public - 1024),
        headers: json,
      });
      expect(under.status).not.toBe(413);
    },
  );

  it('apply the per-address sign-in limit before the body is read', async () => {
    for (let i = 0; i < 20; i++) {
      const answer = await call(t.app, 'POST', '/api/login', {
        json: { email: `nobody${i}@example.test`, password: 'wrong password' },
      });
      expect(answer.status).toBe(422);
    }
    // Broken and oversized bodies alike: the address is refused before either is parsed.
    for (const body of ['{"email": ', jsonOf(bodyLimits.public + 1)]) {
      const answer = await call(t.app, 'POST', '/api/login', { body, headers: json });
      expect(answer.status).toBe(429);
      expect(answer.headers.get('Retry-After')).toMatch(/^\d+$/);
    }
  });
});

describe('signed-in calls', () => {
  it('refuse a JSON body over 1 MB with 413', async () => {
    await givenUser(t.db);
    const token = await signIn(t.app, 'ada@example.test');
    const answer = await call(t.app, 'POST', '/api/logout', {
      token,
      body: jsonOf(bodyLimits.other + 1),
      headers: json,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(tooLarge);
  });

  it('take an upload over 1 MB (uploads keep their own limit)', async () => {
    const user = await givenUser(t.db);
    const token = await signIn(t.app, 'ada@example.test');
    const form = new FormData();
    form.append('user_id', String(user.id));
    form.append('first_name', 'Ada');
    form.append('last_name', 'Lovelace');
    form.append('email', 'ada@example.test');
    form.append('padding', 'x'.repeat(2 * 1024 * 1024));
    const answer = await call(t.app, 'POST', '/api/profile/update', { token, body: form });
    expect(answer.status).toBe(200);
  });
});

describe('the demo sign-in page', () => {
  it('refuses a body over 64 kB with 413', async () => {
    const answer = await call(t.app, 'POST', '/demo-oauth/google/authorize', {
      body: `state=${'x'.repeat(bodyLimits.public)}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(413);
  });
});
