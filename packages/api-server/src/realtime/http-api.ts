import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { channelNamePattern, publishLimits } from './broadcaster.ts';
import type { EmbeddedHub } from './hub.ts';
import { verifyApiRequest } from './signing.ts';

/** A request body bigger than this is refused before it is read (100 events of 10 kB, plus). */
const maxBodyBytes = 1024 * 1024;
const socketIdPattern = /^\d+\.\d+$/;

type Result = { status: 200 | 400 | 401 | 404 | 413; body: object };

const fail = (status: Result['status'], error: string): Result => ({ status, body: { error } });

interface EventInput {
  name: string;
  channels: string[];
  data: string;
  socketId: string | null;
}

/** Checks one event of the HTTP API as Pusher does; a string is the reason it is refused. */
function readEvent(raw: unknown, maxChannels: number): EventInput | string {
  if (typeof raw !== 'object' || raw === null) return 'The body must be a JSON object';
  const event = raw as Record<string, unknown>;
  const { name, data, socket_id: socketId } = event;
  const channels = Array.isArray(event.channels) ? event.channels : [event.channel];
  if (typeof name !== 'string' || name === '' || name.length > publishLimits.nameLength) {
    return `name must be a string of 1 to ${publishLimits.nameLength} characters`;
  }
  if (channels.length === 0 || channels.length > maxChannels) {
    return `channels must list 1 to ${maxChannels} channels`;
  }
  for (const channel of channels) {
    if (typeof channel !== 'string' || !channelNamePattern.test(channel)) {
      return `Invalid channel name: ${JSON.stringify(channel)}`;
    }
  }
  if (typeof data !== 'string') return 'data must be a string (JSON-encoded)';
  if (Buffer.byteLength(data) > publishLimits.dataBytes) {
    return `data must be at most ${publishLimits.dataBytes} bytes`;
  }
  if (socketId !== undefined && socketId !== null) {
    if (typeof socketId !== 'string' || !socketIdPattern.test(socketId)) {
      return 'socket_id must look like 123.456';
    }
  }
  return { name, channels: channels as string[], data, socketId: socketId ?? null };
}

/**
 * The embedded hub's Pusher HTTP API: POST /apps/{id}/events and /apps/{id}/batch_events,
 * signed with the app's key and secret (body_md5 checked, timestamp within 600 s). With it one
 * process stands in for Reverb or soketi, for the external driver's tests or another process.
 */
export function handlePusherApiRequest(
  hub: EmbeddedHub,
  request: {
    appId: string;
    kind: 'events' | 'batch_events';
    path: string;
    query: URLSearchParams;
    body: string;
  },
  now: Date = new Date(),
): Result {
  if (request.appId !== hub.app.id) return fail(404, `Unknown app id ${request.appId}`);
  const verified = verifyApiRequest(hub.app, { method: 'POST', ...request }, now);
  if (!verified.ok) return fail(401, verified.reason);

  let body: unknown;
  try {
    body = JSON.parse(request.body);
  } catch {
    return fail(400, 'The body must be JSON');
  }
  const raws =
    request.kind === 'events'
      ? [body]
      : typeof body === 'object' &&
          body !== null &&
          Array.isArray((body as { batch?: unknown }).batch)
        ? (body as { batch: unknown[] }).batch
        : null;
  if (raws === null || raws.length > 10) return fail(400, 'batch must list 1 to 10 events');
  const events: EventInput[] = [];
  for (const raw of raws) {
    const event = readEvent(raw, request.kind === 'events' ? publishLimits.channels : 1);
    if (typeof event === 'string') return fail(400, event);
    events.push(event);
  }
  for (const event of events) hub.deliver(event.channels, event.name, event.data, event.socketId);
  return { status: 200, body: request.kind === 'events' ? {} : { batch: events.map(() => ({})) } };
}

/** Serves the hub's HTTP API on the Hono app (outside /api: it is Pusher's path, not ours). */
export function mountPusherHttpApi(app: Hono, hub: EmbeddedHub): void {
  const limit = bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) => c.json({ error: 'Request too large' }, 413),
  });
  app.post('/apps/:appId/:kind{events|batch_events}', limit, async (c) => {
    const body = await c.req.text();
    const url = new URL(c.req.url);
    const result = handlePusherApiRequest(hub, {
      appId: c.req.param('appId'),
      kind: c.req.param('kind') as 'events' | 'batch_events',
      path: url.pathname,
      query: url.searchParams,
      body,
    });
    return c.json(result.body, result.status);
  });
}
