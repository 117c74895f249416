import { expect, it } from 'vitest';
import { call, givenUser, signIn, type TestApp } from './test-app.ts';

/** Every call of an admin area answers 401 without a token and 403 to a signed-in non-admin. */
export function itAdmitsAdminsOnly(t: TestApp, calls: readonly [string, string][]): void {
  it.each(calls)('%s %s answers 401 without a token', async (method, path) => {
    const answer = await call(t.app, method, path);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Unauthenticated.' });
  });

  it.each(calls)('%s %s answers 403 to a signed-in traveler', async (method, path) => {
    await givenUser(t.db, { type: 'traveler', email: 'traveler@example.test' });
    const token = await signIn(t.app, 'traveler@example.test');
    const answer = await call(t.app, method, path, { token });
    expect(answer.status).toBe(403);
  });
}

/** Signs in a fresh administrator. */
export async function adminToken(t: TestApp, email = 'admin@example.test'): Promise<string> {
  await givenUser(t.db, { email });
  return signIn(t.app, email);
}

/**
 * Holds one call to the admin-only rule: 401 without a token, 403 for a signed-in user who is
 * not an administrator.
 */
export async function expectAdminOnly(
  t: TestApp,
  method: string,
  path: string,
  json?: unknown,
): Promise<void> {
  const anonymous = await call(t.app, method, path, { json });
  expect(anonymous.status).toBe(401);
  expect(anonymous.body).toEqual({ message: 'Unauthenticated.' });
  await givenUser(t.db, { type: 'traveler', email: 'not-an-admin@example.test' });
  const token = await signIn(t.app, 'not-an-admin@example.test');
  const refused = await call(t.app, method, path, { json, token });
  expect(refused.status).toBe(403);
  expect(refused.body).toEqual({ message: 'This action is unauthorized.' });
}
