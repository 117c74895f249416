import type Echo from 'laravel-echo';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin } from '../../src/seed/demo.ts';
import type { RunningServer } from '../../src/server.ts';
import { startTestServer } from '../helpers/test-server.ts';
import { connectEcho, connected, pause, realtimeEnv, waitFor } from './support.ts';

let server: RunningServer;
let token: string;
let ticketId: number;
const echos: Echo<'reverb'>[] = [];

type Json = Record<string, unknown>;

async function api<T = Json>(path: string, init: RequestInit & { socketId?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  headers.set('Authorization', `Bearer ${token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  if (init.socketId) headers.set('X-Socket-ID', init.socketId);
  const answer = await fetch(`${server.url}/api${path}`, { ...init, headers });
  return { status: answer.status, body: (await answer.json()) as { data: T } };
}

/** A real Echo client listening on the ticket's chat, and what it heard. */
async function listener() {
  const echo = connectEcho(server.url, token);
  echos.push(echo);
  const heard: Record<string, unknown>[] = [];
  let subscribed = false;
  echo
    .private(`support.ticket.${ticketId}`)
    .subscribed(() => (subscribed = true))
    .listen('SupportMessageSent', (message: Record<string, unknown>) => heard.push(message));
  const socketId = await connected(echo);
  await waitFor('the ticket subscription', () => subscribed);
  return { socketId, heard };
}

const send = (message: string, socketId?: string) =>
  api('/support-tickets/messages', {
    method: 'POST',
    body: JSON.stringify({ ticket_id: ticketId, message, tempId: `tmp-${message}` }),
    socketId,
  });

beforeAll(async () => {
  // The demo data seeded at start brings the tickets.
  server = await startTestServer(realtimeEnv);
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(demoAdmin),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  const tickets = await api<{ id: number }[]>('/support-tickets?page=1&per_page=1');
  const [ticket] = tickets.body.data;
  if (!ticket) throw new Error('The demo data has no ticket');
  ticketId = ticket.id;
});

afterEach(() => {
  for (const echo of echos.splice(0)) echo.disconnect();
});

afterAll(async () => {
  await server?.close();
});

describe('POST /api/support-tickets/messages with the real laravel-echo and pusher-js', () => {
  it('arrives as SupportMessageSent on private-support.ticket.{id}, not on the sender socket', async () => {
    const sender = await listener();
    const other = await listener();

    const answer = await send('On its way', sender.socketId);
    expect(answer.status).toBe(200);
    await waitFor('the message on the other socket', () => other.heard.length === 1);
    expect(other.heard[0]).toEqual(answer.body.data);
    expect(other.heard[0]).toMatchObject({
      ticket_id: ticketId,
      message: 'On its way',
      sender_type: 'admin',
      tempId: 'tmp-On its way',
    });
    await pause(150);
    expect(sender.heard).toEqual([]);

    // Without X-Socket-ID the same socket hears it: it was listening all along.
    const unsigned = await send('Second note');
    await waitFor('the message on both sockets', () => sender.heard.length === 1);
    expect(sender.heard[0]).toEqual(unsigned.body.data);
    await waitFor('the second message on the other socket', () => other.heard.length === 2);
  });

  it("is stored too, last in the ticket's chat", async () => {
    const answer = await send('Stored too');
    const chat = await api<{ messages: Json[] }>(`/support-tickets/${ticketId}/messages`);
    expect(chat.body.data.messages.at(-1)).toEqual(
      expect.objectContaining({ id: answer.body.data.id, message: 'Stored too' }),
    );
  });
});
