import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { notifications, supportMessages, supportTickets } from '../../src/db/schema/index.ts';
import { createRecordingBroadcaster } from '../../src/realtime/index.ts';
import { adminToken, itAdmitsAdminsOnly } from '../helpers/access-checks.ts';
import { dataOf, listOf } from '../helpers/answers.ts';
import { givenTicket, givenTicketMessage } from '../helpers/commerce.ts';
import { givenPartner, givenTraveler } from '../helpers/people.ts';
import { call, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const broadcaster = createRecordingBroadcaster();
// The shared test app drops broadcasts; this one, on the same database, records them.
let app: Hono;
beforeAll(() => {
  app = createApp({
    db: t.db,
    mode: 'demo',
    appDist: t.appDist,
    services: t.services,
    broadcaster,
  });
});
afterEach(() => {
  broadcaster.published.length = 0;
});

const idsOf = (body: unknown) => listOf(body).map((row) => row.id);

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('support: who may call', () => {
  itAdmitsAdminsOnly(t, [
    ['GET', '/api/support-tickets'],
    ['GET', '/api/support-tickets/1/messages'],
    ['POST', '/api/support-tickets/1/status'],
    ['POST', '/api/support-tickets/messages'],
  ]);
});

describe('GET /api/support-tickets', () => {
  it('answers success and the tickets, newest first, with who opened them', async () => {
    const token = await adminToken(t);
    const { user } = await givenTraveler(t.db, { name: 'Mina Park' });
    const older = await givenTicket(t.db, user.id, { createdAt: day('2026-03-01') });
    const newer = await givenTicket(t.db, user.id, {
      createdAt: day('2026-03-05'),
      status: 'In Progress',
      orderId: null,
    });

    const answer = await call(app, 'GET', '/api/support-tickets', { token });
    expect(answer.status).toBe(200);
    expect((answer.body as { success: boolean }).success).toBe(true);
    expect(idsOf(answer.body)).toEqual([newer.id, older.id]);
    expect(listOf(answer.body)[0]).toMatchObject({
      ticket_id: newer.ticketCode,
      status: 'In Progress',
      subject: newer.subject,
      sender: { id: user.id, type: 'traveler', name: 'Mina Park', email: user.email },
      created_at: '2026-03-05T12:00:00.000Z',
    });
  });

  it('searches code, sender name, email and subject; filters by status; pages', async () => {
    const token = await adminToken(t);
    const { user: mina } = await givenTraveler(t.db, { name: 'Mina Park' });
    const { user: owner } = await givenPartner(t.db, {
      name: 'Iris Vale',
      email: 'iris@nomad.test',
    });
    const late = await givenTicket(t.db, mina.id, { subject: 'Late delivery' });
    const payout = await givenTicket(t.db, owner.id, {
      subject: 'Payout missing',
      status: 'Resolved',
    });
    const search = async (text: string) =>
      idsOf((await call(app, 'GET', `/api/support-tickets?search=${text}`, { token })).body);

    expect(await search('iris')).toEqual([payout.id]);
    expect(await search('nomad.test')).toEqual([payout.id]);
    expect(await search('late')).toEqual([late.id]);
    expect(await search(late.ticketCode)).toEqual([late.id]);
    const resolved = await call(app, 'GET', '/api/support-tickets?status=resolved', { token });
    expect(idsOf(resolved.body)).toEqual([payout.id]);
    const paged = await call(app, 'GET', '/api/support-tickets?page=2&per_page=1&sort=id', {
      token,
    });
    expect(paged.body).toMatchObject({
      success: true,
      data: [{ id: payout.id }],
      meta: { total: 2, last_page: 2 },
    });
  });
});

describe('GET /api/support-tickets/{id}/messages', () => {
  it('answers the ticket with its chat in the order it was written', async () => {
    const token = await adminToken(t);
    const { user } = await givenTraveler(t.db);
    const ticket = await givenTicket(t.db, user.id);
    const later = await givenTicketMessage(
      t.db,
      ticket.id,
      { id: user.id, type: 'traveler' },
      'Any news?',
      day('2026-03-03'),
    );
    const earlier = await givenTicketMessage(
      t.db,
      ticket.id,
      { id: user.id, type: 'traveler' },
      'Where is my parcel?',
      day('2026-03-02'),
    );

    const answer = await call(app, 'GET', `/api/support-tickets/${ticket.id}/messages`, { token });
    expect(answer.status).toBe(200);
    expect(dataOf(answer.body)).toMatchObject({
      id: ticket.id,
      messages: [
        {
          id: earlier.id,
          message: 'Where is my parcel?',
          sender_id: user.id,
          sender_type: 'traveler',
          status: 'sent',
        },
        { id: later.id, message: 'Any news?' },
      ],
    });
  });

  it('answers 404 for an unknown ticket', async () => {
    const token = await adminToken(t);
    const answer = await call(app, 'GET', '/api/support-tickets/55/messages', { token });
    expect(answer.status).toBe(404);
  });
});

describe('POST /api/support-tickets/{id}/status', () => {
  it.each(['In Progress', 'Rejected', 'Resolved', 'Pending'])('sets %s', async (status) => {
    const token = await adminToken(t);
    const { user } = await givenTraveler(t.db);
    const ticket = await givenTicket(t.db, user.id, {
      status: status === 'Pending' ? 'In Progress' : 'Pending',
    });
    const answer = await call(app, 'POST', `/api/support-tickets/${ticket.id}/status`, {
      token,
      json: { status },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: `Ticket status updated to ${status}.`,
      data: { id: ticket.id, status },
    });
    const [row] = await t.db
      .select({ status: supportTickets.status })
      .from(supportTickets)
      .where(eq(supportTickets.id, ticket.id));
    expect(row?.status).toBe(status);
  });

  it('refuses a status it does not know (nothing changes) and answers 404 for no ticket', async () => {
    const token = await adminToken(t);
    const { user } = await givenTraveler(t.db);
    const ticket = await givenTicket(t.db, user.id);
    const bad = await call(app, 'POST', `/api/support-tickets/${ticket.id}/status`, {
      token,
      json: { status: 'Closed' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { status: ['The selected status is invalid.'] } });
    const [row] = await t.db
      .select({ status: supportTickets.status })
      .from(supportTickets)
      .where(eq(supportTickets.id, ticket.id));
    expect(row?.status).toBe('Pending');
    const missing = await call(app, 'POST', '/api/support-tickets/55/status', {
      token,
      json: { status: 'Resolved' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/support-tickets/messages', () => {
  it('stores the message, answers it with the tempId, and broadcasts it except to the sender', async () => {
    const token = await adminToken(t);
    const { user } = await givenTraveler(t.db);
    const ticket = await givenTicket(t.db, user.id);

    const answer = await call(app, 'POST', '/api/support-tickets/messages', {
      token,
      json: { ticket_id: ticket.id, message: '  We are on it.  ', tempId: 'tmp-1' },
      headers: { 'X-Socket-ID': '123.456' },
    });
    expect(answer.status).toBe(200);
    const message = dataOf(answer.body);
    expect(message).toMatchObject({
      ticket_id: ticket.id,
      message: 'We are on it.',
      sender_type: 'admin',
      status: 'sent',
      tempId: 'tmp-1',
    });

    const rows = await t.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, ticket.id));
    expect(rows).toEqual([
      expect.objectContaining({ id: message.id, message: 'We are on it.', senderType: 'admin' }),
    ]);
    expect(broadcaster.published).toEqual([
      {
        channels: [`private-support.ticket.${ticket.id}`],
        event: 'App\\Events\\SupportMessageSent',
        payload: message,
        exceptSocketId: '123.456',
      },
    ]);
    // The administrators are the ones answering: they are not notified of their own message.
    expect(await t.db.select().from(notifications)).toEqual([]);
  });

  it('broadcasts to everyone when the request names no (or a malformed) socket', async () => {
    const token = await adminToken(t);
    const { user } = await givenTraveler(t.db);
    const ticket = await givenTicket(t.db, user.id);
    await call(app, 'POST', '/api/support-tickets/messages', {
      token,
      json: { ticket_id: ticket.id, message: 'Hello' },
      headers: { 'X-Socket-ID': 'not-a-socket' },
    });
    expect(broadcaster.published).toHaveLength(1);
    expect(broadcaster.published[0]?.exceptSocketId).toBeNull();
  });

  it('refuses a blank message and an unknown ticket, storing and sending nothing', async () => {
    const token = await adminToken(t);
    const { user } = await givenTraveler(t.db);
    const ticket = await givenTicket(t.db, user.id);
    const blank = await call(app, 'POST', '/api/support-tickets/messages', {
      token,
      json: { ticket_id: ticket.id, message: '   ' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ errors: { message: ['The message field is required.'] } });
    const unknown = await call(app, 'POST', '/api/support-tickets/messages', {
      token,
      json: { ticket_id: 55, message: 'Hello' },
    });
    expect(unknown.status).toBe(404);
    expect(await t.db.select().from(supportMessages)).toEqual([]);
    expect(broadcaster.published).toEqual([]);
  });
});
