import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { issueToken } from '../../src/auth/tokens.ts';
import { eq } from 'drizzle-orm';
import { roles, supportTickets, users } from '../../src/db/schema/index.ts';
import { channelSignature, createRecordingBroadcaster } from '../../src/realtime/index.ts';
import { registerBroadcastingRoutes } from '../../src/broadcasting/routes.ts';
import { call, givenUser, useTestApp } from '../helpers/test-app.ts';

const realtimeApp = { id: 'route-test', key: 'route-key', secret: 'route-secret' };
const t = useTestApp({ routes: () => {} });
let app: Hono;

beforeAll(() => {
  app = createApp({
    db: t.db,
    mode: 'demo',
    appDist: t.appDist,
    broadcaster: createRecordingBroadcaster(realtimeApp),
    routes: (routes) => registerBroadcastingRoutes(routes),
  });
});

const socketId = '1234.5678';

async function tokenFor(fields: { type: string; email: string }) {
  const user = await givenUser(t.db, fields);
  return { user, token: await issueToken(t.db, user.id, { name: 'test' }) };
}

function authorize(token: string | null, channel: string, as: 'form' | 'json' = 'form') {
  const fields = { socket_id: socketId, channel_name: channel };
  return call(app, 'POST', '/api/broadcasting/auth', {
    ...(token === null ? {} : { token }),
    ...(as === 'json'
      ? { json: fields }
      : {
          body: new URLSearchParams(fields).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
  });
}

describe('POST /api/broadcasting/auth', () => {
  it('signs the caller’s own notification channel, form-encoded as pusher-js sends it', async () => {
    const { user, token } = await tokenFor({ type: 'admin', email: 'admin@example.test' });
    const channel = `private-App.Models.admin.${user.id}`;
    const answer = await authorize(token, channel);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ auth: channelSignature(realtimeApp, socketId, channel) });
    expect((answer.body as { auth: string }).auth).toMatch(/^route-key:[0-9a-f]{64}$/);
  });

  it('takes JSON too, and names the channel by users.type', async () => {
    const { user, token } = await tokenFor({ type: 'partner', email: 'partner@example.test' });
    const channel = `private-App.Models.partner.${user.id}`;
    const answer = await authorize(token, channel, 'json');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ auth: channelSignature(realtimeApp, socketId, channel) });
    // The same id under another type is someone else's channel.
    expect((await authorize(token, `private-App.Models.admin.${user.id}`)).status).toBe(403);
  });

  it('answers 401 without a valid token', async () => {
    const anonymous = await authorize(null, 'private-App.Models.admin.1');
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    expect((await authorize('1|nope', 'private-App.Models.admin.1')).status).toBe(401);
  });

  it("answers 403 for someone else's channel, public channels and unknown channels", async () => {
    const { user, token } = await tokenFor({ type: 'admin', email: 'admin@example.test' });
    for (const channel of [
      `private-App.Models.admin.${user.id + 1}`,
      `App.Models.admin.${user.id}`,
      'private-orders',
      'presence-support.ticket.1',
    ]) {
      expect((await authorize(token, channel)).status, channel).toBe(403);
    }
  });

  it('lets administrators and the ticket’s opener join a ticket channel, nobody else', async () => {
    const admin = await tokenFor({ type: 'admin', email: 'admin@example.test' });
    const opener = await tokenFor({ type: 'traveler', email: 'opener@example.test' });
    const stranger = await tokenFor({ type: 'traveler', email: 'stranger@example.test' });
    const [ticket] = await t.db
      .insert(supportTickets)
      .values({ ticketCode: 'TCK-00001', userId: opener.user.id, subject: 'Late delivery' })
      .returning();
    const channel = `private-support.ticket.${ticket?.id}`;

    expect((await authorize(admin.token, channel)).status).toBe(200);
    expect((await authorize(opener.token, channel)).status).toBe(200);
    expect((await authorize(stranger.token, channel)).status).toBe(403);
    expect((await authorize(opener.token, 'private-support.ticket.999')).status).toBe(403);
  });

  it("lets an admin join their role's channel and presence channels of records it reads", async () => {
    const admin = await tokenFor({ type: 'admin', email: 'camila@example.test' });
    await t.db.update(users).set({ name: 'Camila Patel' }).where(eq(users.id, admin.user.id));
    const partner = await tokenFor({ type: 'partner', email: 'partner@example.test' });
    const ownerChannel = `private-admin.role.${admin.user.roleId}`;
    const joined = await authorize(admin.token, ownerChannel);
    expect(joined.body).toEqual({ auth: channelSignature(realtimeApp, socketId, ownerChannel) });
    expect((await authorize(partner.token, ownerChannel)).status).toBe(403);
    // Another role's channel, and the one channel all admins shared before roles, are closed.
    const otherRole = `private-admin.role.${admin.user.roleId! + 1}`;
    expect((await authorize(admin.token, otherRole)).status).toBe(403);
    expect((await authorize(admin.token, 'private-admin')).status).toBe(403);

    const channel = 'presence-record.partner.12';
    const present = await authorize(admin.token, channel);
    const channelData = JSON.stringify({
      user_id: admin.user.id,
      user_info: { id: admin.user.id, name: 'Camila Patel' },
    });
    expect(present.body).toEqual({
      auth: channelSignature(realtimeApp, socketId, channel, channelData),
      channel_data: channelData,
    });
    expect((await authorize(partner.token, channel)).status).toBe(403);
    expect((await authorize(admin.token, 'presence-record.invoice.12')).status).toBe(403);
  });

  it("keeps an admin out of records' presence and ticket chats their role does not read", async () => {
    const [support] = await t.db.select().from(roles).where(eq(roles.key, 'support'));
    const [finance] = await t.db.select().from(roles).where(eq(roles.key, 'finance'));
    const agent = await givenUser(t.db, { email: 'sam@example.test', roleId: support!.id });
    const token = await issueToken(t.db, agent.id, { name: 'test' });
    expect((await authorize(token, 'presence-record.refund.3')).status).toBe(403);
    expect((await authorize(token, 'presence-record.order.3')).status).toBe(200);
    expect((await authorize(token, `private-admin.role.${support!.id}`)).status).toBe(200);
    expect((await authorize(token, `private-admin.role.${finance!.id}`)).status).toBe(403);

    const [ordersOnly] = await t.db
      .insert(roles)
      .values({ key: 'orders-only', name: 'Orders only', permissions: ['orders:read'] })
      .returning();
    const blind = await givenUser(t.db, { email: 'ops@example.test', roleId: ordersOnly!.id });
    const blindToken = await issueToken(t.db, blind.id, { name: 'test' });
    expect((await authorize(blindToken, 'private-support.ticket.1')).status).toBe(403);
    expect((await authorize(token, 'private-support.ticket.1')).status).toBe(200);
  });

  it('answers 422 to a malformed socket id', async () => {
    const { user, token } = await tokenFor({ type: 'admin', email: 'admin@example.test' });
    const answer = await call(app, 'POST', '/api/broadcasting/auth', {
      token,
      json: { socket_id: 'abc', channel_name: `private-App.Models.admin.${user.id}` },
    });
    expect(answer.status).toBe(422);
  });
});
