import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permissions } from '@packlight/api-types';
import { activity, mails, users } from '../../src/db/schema/index.ts';
import { itAdmitsAdminsOnly } from '../helpers/access-checks.ts';
import { deactivateAdmin } from '../../src/team/admins.ts';
import { call, givenUser, signIn, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

/** The token of the link in the latest mail to `to`. */
async function linkTokenFor(to: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(mails)
    .where(eq(mails.to, to))
    .orderBy(desc(mails.id))
    .limit(1);
  const match = /(http\S+\/accept-invitation\?token=([0-9a-f]+))/.exec(mail?.text ?? '');
  if (!match) throw new Error(`No invitation link in: ${mail?.text}`);
  expect(match[1]!.startsWith('http://localhost/accept-invitation?')).toBe(true);
  return match[2]!;
}

async function signedInAdmin(email = 'a@example.test', name = 'Ann Able') {
  const user = await givenUser(t.db, { email, name });
  return { user, token: await signIn(t.app, email) };
}

const actions = async () =>
  (await t.db.select().from(activity).orderBy(activity.id)).map((row) => [
    row.action,
    row.actorName,
    row.subjectType,
  ]);

describe('team: who may call', () => {
  itAdmitsAdminsOnly(t, [
    ['GET', '/api/team'],
    ['POST', '/api/team/invitations'],
    ['POST', '/api/team/invitations/1/resend'],
    ['POST', '/api/team/invitations/1/revoke'],
    ['POST', '/api/team/admins/1/deactivate'],
    ['POST', '/api/team/admins/1/reactivate'],
  ]);
});

describe('inviting an administrator', () => {
  it('mails a single-use link from APP_URL; it sets a password, and the new admin signs in', async () => {
    const { token } = await signedInAdmin();
    const invited = await call(t.app, 'POST', '/api/team/invitations', {
      token,
      json: { name: 'Cleo Chen', email: 'Cleo@Example.test' },
      headers: { Host: 'evil.test', 'X-Forwarded-Host': 'evil.test' },
    });
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({ data: { email: 'cleo@example.test', expired: false } });
    const link = await linkTokenFor('cleo@example.test');

    const shown = await call(t.app, 'POST', '/api/invitation/show', { json: { token: link } });
    expect(shown.body).toMatchObject({ data: { name: 'Cleo Chen', email: 'cleo@example.test' } });

    const password = 'a long new password';
    const accepted = await call(t.app, 'POST', '/api/invitation/accept', {
      json: { token: link, password, password_confirmation: password },
    });
    expect(accepted.status).toBe(200);
    await signIn(t.app, 'cleo@example.test', password);

    const again = await call(t.app, 'POST', '/api/invitation/accept', {
      json: { token: link, password, password_confirmation: password },
    });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      errors: { token: [expect.stringContaining('already been used')] },
    });

    const team = await call(t.app, 'GET', '/api/team', { token });
    expect(team.body).toMatchObject({
      data: { invitations: [], admins: [{ email: 'a@example.test' }, { name: 'Cleo Chen' }] },
    });
    expect(await actions()).toEqual([
      ['signed_in', 'Ann Able', null],
      ['invited', 'Ann Able', 'invitation'],
      ['invitation_accepted', 'Cleo Chen', 'admin'],
      ['signed_in', 'Cleo Chen', null],
    ]);
  });

  it('refuses a link older than 72 hours under the token', async () => {
    const { token } = await signedInAdmin();
    t.clock.at = Date.now();
    await call(t.app, 'POST', '/api/team/invitations', {
      token,
      json: { name: 'Cleo Chen', email: 'cleo@example.test' },
    });
    const link = await linkTokenFor('cleo@example.test');
    t.clock.at += 72 * 3_600_000 + 1000;
    const late = await call(t.app, 'POST', '/api/invitation/accept', {
      json: { token: link, password: 'a long password', password_confirmation: 'a long password' },
    });
    expect(late.status).toBe(422);
    expect(late.body).toMatchObject({ errors: { token: [expect.stringContaining('expired')] } });
  });

  it('answers 422 under the email for one already used or malformed', async () => {
    const { token } = await signedInAdmin();
    const used = await call(t.app, 'POST', '/api/team/invitations', {
      token,
      json: { name: 'Ann Again', email: 'A@example.test' },
    });
    expect(used.status).toBe(422);
    expect(used.body).toMatchObject({ errors: { email: ['The email has already been taken.'] } });
    const malformed = await call(t.app, 'POST', '/api/team/invitations', {
      token,
      json: { name: 'Nobody', email: 'not-an-email' },
    });
    expect(malformed.body).toMatchObject({
      errors: { email: ['The email field must be a valid email address.'] },
    });
    await call(t.app, 'POST', '/api/team/invitations', {
      token,
      json: { name: 'Cleo', email: 'cleo@example.test' },
    });
    const twice = await call(t.app, 'POST', '/api/team/invitations', {
      token,
      json: { name: 'Cleo', email: 'cleo@example.test' },
    });
    expect(twice.body).toMatchObject({ errors: { email: [expect.stringContaining('pending')] } });
  });

  it('resend replaces the link; revoke ends it', async () => {
    const { token } = await signedInAdmin();
    const invited = await call(t.app, 'POST', '/api/team/invitations', {
      token,
      json: { name: 'Cleo', email: 'cleo@example.test' },
    });
    const id = (invited.body as { data: { id: number } }).data.id;
    const first = await linkTokenFor('cleo@example.test');
    expect(
      (await call(t.app, 'POST', `/api/team/invitations/${id}/resend`, { token })).status,
    ).toBe(200);
    const second = await linkTokenFor('cleo@example.test');
    expect(second).not.toBe(first);
    const old = await call(t.app, 'POST', '/api/invitation/show', { json: { token: first } });
    expect(old.status).toBe(422);
    expect(
      (await call(t.app, 'POST', `/api/team/invitations/${id}/revoke`, { token })).status,
    ).toBe(200);
    const revoked = await call(t.app, 'POST', '/api/invitation/show', { json: { token: second } });
    expect(revoked.status).toBe(422);
    expect((await actions()).map(([action]) => action)).toEqual([
      'signed_in',
      'invited',
      'invitation_resent',
      'invitation_revoked',
    ]);
  });
});

describe('deactivating an administrator', () => {
  it('ends their sessions at once, refuses their sign-in, keeps their history; reactivating lets them back', async () => {
    const { token } = await signedInAdmin();
    const { user: other, token: otherToken } = await signedInAdmin('b@example.test', 'Ben Bell');
    const off = await call(t.app, 'POST', `/api/team/admins/${other.id}/deactivate`, { token });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ data: { id: other.id, deactivated_at: expect.any(String) } });
    expect((await call(t.app, 'GET', '/api/user', { token: otherToken })).status).toBe(401);
    const refused = await call(t.app, 'POST', '/api/login', {
      json: { email: 'b@example.test', password: 'correct horse battery staple' },
    });
    expect(refused.status).toBe(422);
    expect(await t.db.select().from(users).where(eq(users.id, other.id))).toHaveLength(1);
    expect((await actions()).filter(([, actor]) => actor === 'Ben Bell')).toHaveLength(1);

    expect(
      (await call(t.app, 'POST', `/api/team/admins/${other.id}/reactivate`, { token })).status,
    ).toBe(200);
    await signIn(t.app, 'b@example.test');
    expect((await actions()).slice(-3).map(([action]) => action)).toEqual([
      'deactivated',
      'reactivated',
      'signed_in',
    ]);
  });

  it('refuses to deactivate oneself or the last active owner', async () => {
    const { user, token } = await signedInAdmin();
    const self = await call(t.app, 'POST', `/api/team/admins/${user.id}/deactivate`, { token });
    expect(self.status).toBe(422);
    expect(self.body).toMatchObject({ errors: { id: ['You cannot deactivate yourself.'] } });

    // Through the API the caller is an active owner and not the target, so one stays; the rule
    // still holds when the only active owner is the target (two owners deactivating each other).
    const otherOwner = {
      id: user.id + 100,
      type: 'admin',
      role: null,
      permissions: new Set(permissions),
    };
    await expect(deactivateAdmin(t.db, user.id, otherOwner, new Date())).rejects.toMatchObject({
      status: 422,
      body: { errors: { id: ['The last active owner cannot be deactivated.'] } },
    });
    const team = await call(t.app, 'GET', '/api/team', { token });
    expect(team.body).toMatchObject({ data: { admins: [{ id: user.id, deactivated_at: null }] } });
  });
});
