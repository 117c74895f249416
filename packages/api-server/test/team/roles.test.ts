import { roleChangedEvent } from '@packlight/api-types';
import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { activity, adminInvitations, mails, users } from '../../src/db/schema/index.ts';
import { createRecordingBroadcaster } from '../../src/realtime/index.ts';
import { roleIdOf, signedInAs } from '../helpers/roles.ts';
import { call, signIn, useTestApp } from '../helpers/test-app.ts';

const broadcaster = createRecordingBroadcaster();
const t = useTestApp({ broadcaster });
afterEach(() => {
  broadcaster.published.length = 0;
});

const roleOf = async (id: number) =>
  (await t.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, id)))[0]?.roleId;

const changeRole = (token: string, id: number, role: string | number) =>
  call(t.app, 'POST', `/api/team/admins/${id}/role`, { token, json: { role } });

describe('POST /api/team/admins/{id}/role', () => {
  it("gives another role, from the admin's next call, in the trail and live", async () => {
    const owner = await signedInAs(t, 'owner');
    const agent = await signedInAs(t, 'support');
    expect((await call(t.app, 'GET', '/api/refunds?page=1', { token: agent.token })).status).toBe(
      403,
    );

    const changed = await changeRole(owner.token, agent.id, 'finance');
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      data: { id: agent.id, role: { key: 'finance', name: 'Finance' } },
    });
    expect((await call(t.app, 'GET', '/api/refunds?page=1', { token: agent.token })).status).toBe(
      200,
    );
    const [entry] = await t.db.select().from(activity).where(eq(activity.action, 'role_changed'));
    expect(entry).toMatchObject({
      actorName: 'owner admin',
      subjectType: 'admin',
      subjectId: agent.id,
      changes: { role: { before: 'Support', after: 'Finance' } },
    });
    expect(broadcaster.published).toContainEqual(
      expect.objectContaining({
        channels: [`private-App.Models.admin.${agent.id}`],
        event: roleChangedEvent,
        payload: { role: { id: await roleIdOf(t.db, 'finance'), key: 'finance', name: 'Finance' } },
      }),
    );
    // By id works as by key.
    const viewer = await roleIdOf(t.db, 'viewer');
    expect((await changeRole(owner.token, agent.id, viewer)).body).toMatchObject({
      data: { role: { key: 'viewer' } },
    });
  });

  it('answers 422 for a role that does not exist and 404 for an admin who does not, changing nothing', async () => {
    const owner = await signedInAs(t, 'owner');
    const agent = await signedInAs(t, 'support');
    const unknown = await changeRole(owner.token, agent.id, 'janitor');
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ errors: { role: ['The selected role is invalid.'] } });
    expect((await changeRole(owner.token, 9999, 'viewer')).status).toBe(404);
    expect(await roleOf(agent.id)).toBe(await roleIdOf(t.db, 'support'));
  });

  it('lets an administrator move other admins between roles, but not make, unmake or touch owners', async () => {
    const owner = await signedInAs(t, 'owner');
    const admin = await signedInAs(t, 'administrator');
    const agent = await signedInAs(t, 'support');
    expect((await changeRole(admin.token, agent.id, 'operations')).status).toBe(200);
    const refusals = [
      await changeRole(admin.token, agent.id, 'owner'),
      await changeRole(admin.token, owner.id, 'viewer'),
      await changeRole(admin.token, admin.id, 'owner'),
      await call(t.app, 'POST', `/api/team/admins/${owner.id}/deactivate`, { token: admin.token }),
      await call(t.app, 'POST', '/api/team/invitations', {
        token: admin.token,
        json: { name: 'Olga', email: 'olga@example.test', role: 'owner' },
      }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: 'This action is unauthorized.' });
    }
    expect(await roleOf(owner.id)).toBe(await roleIdOf(t.db, 'owner'));
    expect(await roleOf(agent.id)).toBe(await roleIdOf(t.db, 'operations'));
    expect(await t.db.select().from(adminInvitations)).toEqual([]);
    // A role without team:manage cannot change roles at all.
    expect((await changeRole(agent.token, admin.id, 'viewer')).status).toBe(403);
  });

  it('keeps the last active owner an owner, and lets owners hand the role over', async () => {
    const owner = await signedInAs(t, 'owner');
    const demoted = await changeRole(owner.token, owner.id, 'administrator');
    expect(demoted.status).toBe(422);
    expect(demoted.body).toMatchObject({
      errors: { role: ['The last active owner cannot be given another role.'] },
    });

    const heir = await signedInAs(t, 'administrator');
    expect((await changeRole(owner.token, heir.id, 'owner')).status).toBe(200);
    expect((await changeRole(owner.token, owner.id, 'administrator')).status).toBe(200);
    // The former owner now manages the team but no longer owners.
    expect((await changeRole(owner.token, heir.id, 'viewer')).status).toBe(403);
    const last = await changeRole(heir.token, heir.id, 'viewer');
    expect(last.status).toBe(422);
  });
});

describe('deactivating owners', () => {
  it('lets an owner deactivate another owner, never the last active one', async () => {
    const owner = await signedInAs(t, 'owner');
    const second = await signedInAs(t, 'owner', 'second@example.test');
    const path = (id: number) => `/api/team/admins/${id}/deactivate`;
    expect((await call(t.app, 'POST', path(second.id), { token: owner.token })).status).toBe(200);
    expect((await call(t.app, 'POST', path(owner.id), { token: owner.token })).status).toBe(422);
    const reactivated = await call(t.app, 'POST', `/api/team/admins/${second.id}/reactivate`, {
      token: owner.token,
    });
    expect(reactivated.status).toBe(200);
  });
});

describe('invitations with a role', () => {
  async function acceptLatest(email: string) {
    const [mail] = await t.db
      .select()
      .from(mails)
      .where(eq(mails.to, email))
      .orderBy(desc(mails.id))
      .limit(1);
    const token = /accept-invitation\?token=([0-9a-f]+)/.exec(mail?.text ?? '')![1];
    const password = 'a long new password';
    await call(t.app, 'POST', '/api/invitation/accept', {
      json: { token, password, password_confirmation: password },
    });
    return signIn(t.app, email, password);
  }

  it('give the invited admin the role named by key or id, and list it on the Team tab', async () => {
    const owner = await signedInAs(t, 'owner');
    const invited = await call(t.app, 'POST', '/api/team/invitations', {
      token: owner.token,
      json: { name: 'Sam Support', email: 'sam@example.test', role: 'support' },
    });
    expect(invited.body).toMatchObject({ data: { role: { key: 'support', name: 'Support' } } });
    const finance = await roleIdOf(t.db, 'finance');
    await call(t.app, 'POST', '/api/team/invitations', {
      token: owner.token,
      json: { name: 'Fay Finance', email: 'fay@example.test', role: String(finance) },
    });
    const team = await call(t.app, 'GET', '/api/team', { token: owner.token });
    expect(team.body).toMatchObject({
      data: {
        invitations: [{ role: { key: 'finance' } }, { role: { key: 'support' } }],
      },
    });

    const sam = await acceptLatest('sam@example.test');
    const me = await call(t.app, 'GET', '/api/user', { token: sam });
    expect(me.body).toMatchObject({ data: { role: { key: 'support' } } });
    expect((me.body as { data: { permissions: string[] } }).data.permissions).toContain(
      'support:reply',
    );
    const [entry] = await t.db.select().from(activity).where(eq(activity.action, 'invited'));
    expect(entry?.changes).toEqual({ role: { after: 'Support' } });
  });

  it('invite an Administrator when no role is named, and refuse an unknown one', async () => {
    const owner = await signedInAs(t, 'owner');
    const plain = await call(t.app, 'POST', '/api/team/invitations', {
      token: owner.token,
      json: { name: 'Ada', email: 'ada2@example.test' },
    });
    expect(plain.body).toMatchObject({ data: { role: { key: 'administrator' } } });
    const unknown = await call(t.app, 'POST', '/api/team/invitations', {
      token: owner.token,
      json: { name: 'Bo', email: 'bo@example.test', role: 'janitor' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ errors: { role: ['The selected role is invalid.'] } });
    expect(await t.db.select().from(adminInvitations)).toHaveLength(1);
  });
});
