import { builtInRoles, permissions, roleChangedEvent } from '@packlight/api-types';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { activity, roles } from '../../src/db/schema/index.ts';
import { createRecordingBroadcaster } from '../../src/realtime/index.ts';
import { itAdmitsAdminsOnly } from '../helpers/access-checks.ts';
import { roleIdOf, signedInAs } from '../helpers/roles.ts';
import { call, givenUser, signIn, useTestApp } from '../helpers/test-app.ts';

const broadcaster = createRecordingBroadcaster();
const t = useTestApp({ broadcaster });
afterEach(() => {
  broadcaster.published.length = 0;
});

const nightShift = { name: 'Night shift', permissions: ['support:read', 'support:reply'] };

const roleRows = () => t.db.select().from(roles).orderBy(roles.id);

describe('roles: who may call', () => {
  itAdmitsAdminsOnly(t, [
    ['GET', '/api/roles'],
    ['POST', '/api/roles'],
    ['POST', '/api/roles/1'],
    ['DELETE', '/api/roles/1'],
  ]);

  it('lets an administrator list roles but not change them', async () => {
    const { token } = await signedInAs(t, 'administrator');
    expect((await call(t.app, 'GET', '/api/roles', { token })).status).toBe(200);
    const before = await roleRows();
    for (const [method, path] of [
      ['POST', '/api/roles'],
      ['POST', '/api/roles/1'],
      ['DELETE', '/api/roles/1'],
    ] as const) {
      const answer = await call(t.app, method, path, { token, json: nightShift });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'This action is unauthorized.' });
    }
    expect(await roleRows()).toEqual(before);
  });
});

describe('GET /api/roles', () => {
  it('lists the built-in roles as the contract defines them, with who holds them', async () => {
    const { token } = await signedInAs(t, 'owner');
    await signedInAs(t, 'support');
    const answer = await call(t.app, 'GET', '/api/roles', { token });
    expect(answer.status).toBe(200);
    // The migration's rows are the contract's built-in roles, word for word.
    expect((answer.body as { data: unknown[] }).data).toEqual(
      builtInRoles.map((role, index) => ({
        id: index + 1,
        key: role.key,
        name: role.name,
        description: role.description,
        permissions: role.permissions,
        built_in: true,
        admins_count: role.key === 'owner' || role.key === 'support' ? 1 : 0,
      })),
    );
  });
});

describe('custom roles', () => {
  it('are made, edited and deleted by an owner, and each step is in the trail', async () => {
    const { token } = await signedInAs(t, 'owner');
    const made = await call(t.app, 'POST', '/api/roles', { token, json: nightShift });
    expect(made.status).toBe(200);
    const role = (made.body as { data: { id: number } }).data;
    expect(made.body).toMatchObject({
      data: { key: 'night-shift', name: 'Night shift', built_in: false, admins_count: 0 },
    });

    const edited = await call(t.app, 'POST', `/api/roles/${role.id}`, {
      token,
      json: { name: 'Nights', description: 'After 22:00.', permissions: ['orders:read'] },
    });
    expect(edited.body).toMatchObject({
      data: { key: 'night-shift', name: 'Nights', permissions: ['orders:read'] },
    });
    // Its admins' open apps hear of it on the role's channel.
    expect(broadcaster.published).toContainEqual(
      expect.objectContaining({
        channels: [`private-admin.role.${role.id}`],
        event: roleChangedEvent,
      }),
    );

    expect((await call(t.app, 'DELETE', `/api/roles/${role.id}`, { token })).status).toBe(200);
    expect(await t.db.select().from(roles).where(eq(roles.id, role.id))).toEqual([]);
    const trail = await t.db.select().from(activity).where(eq(activity.subjectType, 'role'));
    expect(trail.map((entry) => [entry.action, entry.subjectLabel])).toEqual([
      ['created', 'Night shift'],
      ['updated', 'Nights'],
      ['deleted', 'Nights'],
    ]);
    expect(trail[1]?.changes).toMatchObject({
      name: { before: 'Night shift', after: 'Nights' },
      permissions: { before: ['support:read', 'support:reply'], after: ['orders:read'] },
    });
  });

  it('give their admins exactly their permissions, from the next call on', async () => {
    const { token } = await signedInAs(t, 'owner');
    const made = await call(t.app, 'POST', '/api/roles', { token, json: nightShift });
    const role = (made.body as { data: { id: number } }).data;
    await givenUser(t.db, { email: 'nina@example.test', roleId: role.id });
    const nina = await signIn(t.app, 'nina@example.test');
    const me = await call(t.app, 'GET', '/api/user', { token: nina });
    expect(me.body).toMatchObject({
      data: {
        role: { id: role.id, key: 'night-shift', name: 'Night shift' },
        permissions: ['support:read', 'support:reply'],
      },
    });
    expect((await call(t.app, 'GET', '/api/orders?page=1', { token: nina })).status).toBe(403);
    await call(t.app, 'POST', `/api/roles/${role.id}`, {
      token,
      json: { ...nightShift, permissions: ['orders:read'] },
    });
    expect((await call(t.app, 'GET', '/api/orders?page=1', { token: nina })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/support-tickets', { token: nina })).status).toBe(403);
  });

  it('refuse a taken name, no permission, an unknown one and the owner-only one, changing nothing', async () => {
    const { token } = await signedInAs(t, 'owner');
    const before = await roleRows();
    const cases = [
      [
        { name: 'support', permissions: ['orders:read'] },
        'name',
        'The name has already been taken.',
      ],
      [{ name: 'X', permissions: [] }, 'permissions', 'The permissions field is required.'],
      [
        { name: 'X', permissions: ['orders:fly'] },
        'permissions.0',
        'The selected permissions is invalid.',
      ],
      [
        { name: 'X', permissions: ['roles:manage'] },
        'permissions',
        'Only the Owner role may manage roles.',
      ],
      [{ permissions: ['orders:read'] }, 'name', 'The name field is required.'],
    ] as const;
    for (const [json, field, message] of cases) {
      const answer = await call(t.app, 'POST', '/api/roles', { token, json });
      expect(answer.status).toBe(422);
      expect((answer.body as { errors: Record<string, string[]> }).errors[field]).toEqual([
        message,
      ]);
    }
    expect(await roleRows()).toEqual(before);
  });

  it('take a free key when their name makes a taken one', async () => {
    const { token } = await signedInAs(t, 'owner');
    const made = await call(t.app, 'POST', '/api/roles', {
      token,
      json: { name: 'Support!', permissions: ['support:read'] },
    });
    expect(made.body).toMatchObject({ data: { key: 'support-2', name: 'Support!' } });
  });
});

describe('built-in and held roles', () => {
  it('cannot be edited or deleted when built in', async () => {
    const { token } = await signedInAs(t, 'owner');
    const viewer = await roleIdOf(t.db, 'viewer');
    const before = await roleRows();
    const edit = await call(t.app, 'POST', `/api/roles/${viewer}`, { token, json: nightShift });
    expect(edit.status).toBe(422);
    expect(edit.body).toMatchObject({ errors: { id: ['Built-in roles cannot be changed.'] } });
    expect((await call(t.app, 'DELETE', `/api/roles/${viewer}`, { token })).status).toBe(422);
    expect((await call(t.app, 'DELETE', '/api/roles/999', { token })).status).toBe(404);
    expect(await roleRows()).toEqual(before);
  });

  it('cannot be deleted while an admin or a pending invitation holds them', async () => {
    const { token } = await signedInAs(t, 'owner');
    const made = await call(t.app, 'POST', '/api/roles', { token, json: nightShift });
    const role = (made.body as { data: { id: number } }).data;
    const invited = await call(t.app, 'POST', '/api/team/invitations', {
      token,
      json: { name: 'Nina', email: 'nina@example.test', role: 'night-shift' },
    });
    expect(invited.status).toBe(200);
    const held = await call(t.app, 'DELETE', `/api/roles/${role.id}`, { token });
    expect(held.status).toBe(422);
    expect(held.body).toMatchObject({
      errors: { id: ['One admin or invitation holds this role. Give them another role first.'] },
    });
    const invitation = (invited.body as { data: { id: number } }).data;
    await call(t.app, 'POST', `/api/team/invitations/${invitation.id}/revoke`, { token });
    expect((await call(t.app, 'DELETE', `/api/roles/${role.id}`, { token })).status).toBe(200);
  });
});

describe('the owner role', () => {
  it('is seeded with every permission', async () => {
    const [owner] = await t.db.select().from(roles).where(eq(roles.key, 'owner'));
    expect(owner?.permissions).toEqual([...permissions]);
  });
});
