import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtInRoles,
  endpointName,
  listEndpoints,
  type BuiltInRole,
  type Endpoint,
} from '@packlight/api-types';
import { issueToken } from '../../src/auth/tokens.ts';
import * as schema from '../../src/db/schema/index.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import { createUser } from '../../src/users/queries.ts';
import { givenNotification, givenRefund } from '../helpers/commerce.ts';
import { roleIdOf } from '../helpers/roles.ts';
import { call, testPassword, useTestApp } from '../helpers/test-app.ts';
import { changedTables, fingerprint } from '../hardening/fingerprint.ts';
import { matrixRequests, type MatrixCaller, type MatrixRows } from './matrix-requests.ts';

/**
 * The permission matrix (D71), generated from the endpoint table: every admin endpoint, called
 * with a valid request by an admin of every built-in role, answers 403 exactly when the role
 * lacks the endpoint's permission, and the refusals change no row. One database for the file:
 * its rows and the six callers are made once, and each endpoint's refusals are held to one
 * fingerprint before and one after (a digest of every table, test/hardening/fingerprint.ts).
 * An admin entry that declares no permission stops the server from starting, so this fails too.
 */
const t = useTestApp({ keepRows: true });

const adminEntries = listEndpoints().filter((endpoint) => endpoint.access === 'admin');

interface Caller extends MatrixCaller {
  token: string;
}

const callers = new Map<BuiltInRole, Caller>();
let rows: MatrixRows;
const tally = { allowed: 0, refused: 0 };

/** The first id of a table, in the seeded data. */
async function firstId(
  table:
    | typeof schema.partners
    | typeof schema.riders
    | typeof schema.travelers
    | typeof schema.products
    | typeof schema.orders
    | typeof schema.supportTickets,
) {
  const [row] = await t.db.select({ id: table.id }).from(table).orderBy(table.id).limit(1);
  if (!row) throw new Error('The seed made no rows');
  return row.id;
}

beforeAll(async () => {
  await seedDemoData(t.db, {
    counts: {
      travelers: 3,
      partners: 3,
      riders: 3,
      products: 3,
      orders: 3,
      refunds: 2,
      tickets: 2,
    },
  });
  const notifications = new Map<number, string>();
  for (const role of builtInRoles) {
    const user = await createUser(t.db, {
      type: 'admin',
      name: `${role.name} Caller`,
      email: `${role.key}@callers.test`,
      password: testPassword,
      roleId: await roleIdOf(t.db, role.key),
    });
    // Issued directly: a sign-in per caller would cost more than the calls and hit its limits.
    const token = await issueToken(t.db, user.id, { name: 'matrix' });
    callers.set(role, { id: user.id, role: role.key, password: testPassword, token });
    notifications.set(user.id, (await givenNotification(t.db, user.id)).id);
  }
  const viewer = await roleIdOf(t.db, 'viewer');
  const other = await createUser(t.db, {
    type: 'admin',
    name: 'Otto Other',
    email: 'otto@callers.test',
    password: null,
    roleId: viewer,
  });
  const [invitation] = await t.db
    .insert(schema.adminInvitations)
    .values({
      name: 'Ivy Pending',
      email: 'ivy@callers.test',
      tokenHash: randomBytes(32).toString('hex'),
      roleId: viewer,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  const [role] = await t.db
    .insert(schema.roles)
    .values({ key: 'matrix', name: 'Matrix', permissions: ['orders:read'] })
    .returning();
  rows = {
    partner: await firstId(schema.partners),
    rider: await firstId(schema.riders),
    traveler: await firstId(schema.travelers),
    product: await firstId(schema.products),
    order: await firstId(schema.orders),
    // Made here: the seed files refunds only on delivered orders, which so few may not hold.
    refund: (await givenRefund(t.db, await firstId(schema.orders))).id,
    ticket: await firstId(schema.supportTickets),
    invitation: invitation!.id,
    admin: other.id,
    role: role!.id,
    notificationOf: (userId) => notifications.get(userId)!,
  };
});

afterAll(() => {
  console.log(
    `permission matrix: ${adminEntries.length} endpoints x ${builtInRoles.length} roles, ` +
      `${tally.refused} refused, ${tally.allowed} allowed`,
  );
});

/** Whether the role may call the endpoint, by the table alone. */
const mayCall = (endpoint: Endpoint, role: BuiltInRole) =>
  endpoint.permission === null || role.permissions.includes(endpoint.permission!);

async function send(endpoint: Endpoint, caller: Caller) {
  const request = matrixRequests[endpointName(endpoint)]!(rows, caller);
  // Sign-in and mail limits would turn later calls into 429s that prove nothing.
  await t.services.limiter.reset();
  return call(t.app, endpoint.method, `/api${request.path}`, {
    token: caller.token,
    ...(request.json === undefined ? {} : { json: request.json }),
    ...(request.body === undefined ? {} : { body: request.body }),
  });
}

describe('the permission matrix', () => {
  it('has a valid request for every admin endpoint, and none for another', () => {
    const names = adminEntries.map(endpointName);
    expect(names.filter((name) => !(name in matrixRequests))).toEqual([]);
    expect(Object.keys(matrixRequests).filter((name) => !names.includes(name))).toEqual([]);
  });

  it.each(adminEntries.map((endpoint) => [endpointName(endpoint), endpoint] as const))(
    '%s',
    async (name, endpoint) => {
      const refused = builtInRoles.filter((role) => !mayCall(endpoint, role));
      const before = await fingerprint(t.db);
      for (const role of refused) {
        const answer = await send(endpoint, callers.get(role)!);
        expect(answer.status, `${role.key} calling ${name}`).toBe(403);
        expect(answer.body).toEqual({ message: 'This action is unauthorized.' });
        tally.refused++;
      }
      expect(changedTables(before, await fingerprint(t.db)), `${name} refused`).toEqual([]);

      for (const role of builtInRoles.filter((candidate) => mayCall(endpoint, candidate))) {
        const answer = await send(endpoint, callers.get(role)!);
        // Allowed: anything but a refusal of the role (an earlier caller may have deleted or
        // changed the record, so 404 and 422 can be right), and never a server error.
        expect(answer.status, `${role.key} calling ${name}: ${answer.text.slice(0, 200)}`).not.toBe(
          403,
        );
        expect(
          answer.status,
          `${role.key} calling ${name}: ${answer.text.slice(0, 200)}`,
        ).toBeLessThan(500);
        tally.allowed++;
      }
    },
  );

  it('left every caller signed in and holding their role', async () => {
    for (const [role, caller] of callers) {
      const [row] = await t.db
        .select({ roleId: schema.users.roleId })
        .from(schema.users)
        .where(eq(schema.users.id, caller.id));
      expect(row?.roleId).toBe(await roleIdOf(t.db, role.key));
      expect((await call(t.app, 'GET', '/api/user', { token: caller.token })).status).toBe(200);
    }
  });
});
