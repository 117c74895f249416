import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { wholeInputKey, type Endpoint, type ParsedRequestOf } from '@packlight/api-types';
import { authenticate, type Auth } from '../auth/tokens.ts';
import { defaultSessionPolicy } from '../config.ts';
import type { Db } from '../db/index.ts';
import { createDroppingBroadcaster, type Broadcaster } from '../realtime/broadcaster.ts';
import { uniqueViolationOf } from '../db/unique-violation.ts';
import { forbidden, invalidInput, notFound, unauthenticated, validationFailed } from './errors.ts';
import { readInput } from './input.ts';
import { runBound } from './record-binding.ts';
import { isStorableText, unstorableFields } from './text-safety.ts';
import { isStreamedList, streamedListResponse, type StreamedList } from './streamed-list.ts';
import { userIdKey } from '../ops/mount.ts';
import { withActivityActor, type ActivityActor } from '../activity/scope.ts';
import { clientAddress } from './rate-limit.ts';

export interface RouteContext<E extends Endpoint> {
  params: z.output<E['params']>;
  input: ParsedRequestOf<E>;
  db: Db;
  /** Publishes realtime events (src/realtime: notifyUser, broadcastSupportMessage). */
  broadcaster: Broadcaster;
  c: Context;
}

export interface SignedInRouteContext<E extends Endpoint> extends RouteContext<E> {
  auth: Auth;
}

/** What a handler of a file endpoint (`responseKind: 'file'`) answers: the bytes and their name. */
export interface FileAnswer {
  /** Sent as the Content-Disposition attachment name (ASCII; others are replaced). */
  fileName: string;
  contentType: string;
  body: Uint8Array | string;
}

// Handlers answer what the client will parse, i.e. the response schema's input side; a file
// endpoint's schema checks for a Blob, so its handler answers a FileAnswer instead.
// A list may answer its whole list as a StreamedList (http/streamed-list.ts), written as it is read.
type Answer<E extends Endpoint> = Promise<
  z.output<E['response']> extends Blob ? FileAnswer : z.input<E['response']> | StreamedList
>;

/** What a public endpoint checks before its body is read. */
export interface PublicRouteOptions {
  /**
   * Runs before the body is read (e.g. the caller's per-address rate limit), so a flood of
   * large or malformed bodies costs a lookup, not a parse.
   */
  guard?: (c: Context) => Promise<void>;
}

/**
 * The most a body may weigh (docs/security.md): a public call's is small, an upload's holds the
 * spec's largest photos and documents, every other call's is JSON or a short form.
 */
export const bodyLimits = {
  public: 64 * 1024,
  upload: 20 * 1024 * 1024,
  other: 1024 * 1024,
} as const;

export function bodyLimitOf(endpoint: Endpoint): number {
  if (endpoint.access === 'public') return bodyLimits.public;
  return endpoint.requestKind === 'multipart' ? bodyLimits.upload : bodyLimits.other;
}

/** A 413 before a body over `maxSize` is buffered: at once when Content-Length says so. */
export const limitBody = (maxSize: number): MiddlewareHandler =>
  bodyLimit({ maxSize, onError: (c) => c.json({ message: 'The request is too large.' }, 413) });

export interface Registrar {
  /** Serves an endpoint anyone may call (access 'public'). */
  publicRoute<E extends Endpoint>(
    endpoint: E,
    handler: (ctx: RouteContext<E>) => Answer<E>,
    options?: PublicRouteOptions,
  ): void;
  /** Serves an endpoint that needs a bearer token (access 'user', or 'admin' for type admin only). */
  route<E extends Endpoint>(
    endpoint: E,
    handler: (ctx: SignedInRouteContext<E>) => Answer<E>,
  ): void;
}

export interface RegistrarOptions {
  db: Db;
  /**
   * Check every answer against the endpoint's response schema (a breach becomes a 500). A whole
   * list, written as it is read, is held against it by the whole-list tests instead.
   */
  checkResponses: boolean;
  /** Handed to every handler; by default one that drops what it is given. */
  broadcaster?: Broadcaster;
  /** A session unused this long is ended (SESSION_IDLE_MINUTES); default the config's default. */
  sessionIdleMs?: number;
}

/** `/travelers/{id}` in the contract is `/api/travelers/:id` for Hono. */
function routePath(endpoint: Endpoint): string {
  return `/api${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '');
  return match?.[1] ?? null;
}

async function signIn(c: Context, db: Db, endpoint: Endpoint, idleMs: number): Promise<Auth> {
  const token = bearerToken(c);
  const auth = token === null ? null : await authenticate(db, token, idleMs);
  if (!auth) throw unauthenticated();
  c.set(userIdKey as never, auth.user.id as never);
  if (endpoint.access === 'admin' && auth.user.type !== 'admin') throw forbidden();
  // Before the path or body is read: a role that may not call learns nothing of the record (D71).
  if (endpoint.permission && !auth.user.permissions.has(endpoint.permission)) throw forbidden();
  return auth;
}

/** A download: the name in both Content-Disposition forms (plain for old clients, RFC 5987). */
function fileResponse(file: FileAnswer): Response {
  const plain = file.fileName.replace(/[^\w.-]/g, '_');
  const body = typeof file.body === 'string' ? new TextEncoder().encode(file.body) : file.body;
  return new Response(body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(body.byteLength),
      'Content-Disposition': `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      // The browser must not guess a type that would run the bytes.
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}

/** Who the activity trail names for a call: the signed-in user, or nobody yet (D50). */
function actorOf(extra: object, c: Context): ActivityActor {
  const user = 'auth' in extra ? (extra as { auth: Auth }).auth.user : null;
  return { id: user?.id ?? null, ip: clientAddress(c) };
}

const defaultIdleMs = defaultSessionPolicy.idleMinutes * 60_000;

const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

/**
 * Registers endpoint-table entries on a Hono app. Every route gets the same treatment, in
 * Laravel's order: authenticate (401/403), check the role's permission (403), bind path
 * parameters (404), validate input (422),
 * check If-Match (412) and run the handler (record-binding.ts), and (when asked) hold the
 * answer against the contract.
 */
export function createRegistrar(app: Hono, options: RegistrarOptions): Registrar {
  const registered = new Set<string>();
  const broadcaster = options.broadcaster ?? createDroppingBroadcaster();

  function register<E extends Endpoint, Extra extends object>(
    endpoint: E,
    authorize: (c: Context) => Promise<Extra>,
    handler: (ctx: RouteContext<E> & Extra) => Answer<E>,
    guard?: (c: Context) => Promise<void>,
  ): void {
    const name = nameOf(endpoint);
    if (registered.has(name)) throw new Error(`${name} is registered twice`);
    registered.add(name);
    const answersFile = endpoint.responseKind === 'file';
    const checkAnswer = (answer: unknown) => {
      const checked = endpoint.response.safeParse(answer);
      if (!checked.success) {
        throw new Error(`The answer of ${name} breaks the contract: ${checked.error.message}`);
      }
    };

    // A GET carries no body the server reads; a guard runs before the body is touched.
    const before: MiddlewareHandler[] = [];
    if (guard) before.push(async (c, next) => (await guard(c), next()));
    if (endpoint.method !== 'GET') before.push(limitBody(bodyLimitOf(endpoint)));

    for (const middleware of before) app.on(endpoint.method, routePath(endpoint), middleware);
    app.on(endpoint.method, routePath(endpoint), async (c) => {
      const extra = await authorize(c);

      const pathValues: Record<string, string> = c.req.param();
      // A path value that cannot be stored names no record.
      if (!Object.values(pathValues).every(isStorableText)) throw notFound();
      const params = endpoint.params.safeParse(pathValues);
      if (!params.success) throw notFound();

      const raw = await readInput(c, endpoint.requestKind);
      const unstorable = unstorableFields(raw, wholeInputKey);
      if (unstorable.size > 0) throw validationFailed(unstorable);
      const input = endpoint.request.safeParse(raw);
      if (!input.success) throw invalidInput(input.error.issues);

      let answer: Awaited<Answer<E>>;
      try {
        answer = await withActivityActor(actorOf(extra, c), () =>
          runBound({
            endpoint,
            c,
            db: options.db,
            auth: (extra as { auth?: Auth }).auth,
            broadcaster,
            params: params.data as Record<string, unknown>,
            input: input.data,
            handler: (db) =>
              handler({
                ...extra,
                // safeParse on a generic schema loses its output type; the schemas are E's own.
                params: params.data as z.output<E['params']>,
                input: input.data as ParsedRequestOf<E>,
                db,
                broadcaster,
                c,
              }),
          }),
        );
      } catch (error) {
        const taken = uniqueViolationOf(error);
        if (taken) throw validationFailed(new Map([[taken.field, taken.message]]));
        throw error;
      }
      if (answersFile) return fileResponse(answer as FileAnswer);
      if (isStreamedList(answer)) {
        return streamedListResponse(answer);
      }
      if (options.checkResponses) checkAnswer(answer);
      return c.json(answer as object);
    });
  }

  return {
    publicRoute(endpoint, handler, routeOptions) {
      if (endpoint.access !== 'public') {
        throw new Error(`${nameOf(endpoint)} is not public: register it with route()`);
      }
      register(endpoint, async () => ({}), handler, routeOptions?.guard);
    },
    route(endpoint, handler) {
      if (endpoint.access === 'public') {
        throw new Error(`${nameOf(endpoint)} is public: register it with publicRoute()`);
      }
      // A forgotten permission would let every role call it: refuse to start instead (D71).
      if (endpoint.access === 'admin' && endpoint.permission === undefined) {
        throw new Error(`${nameOf(endpoint)} declares no permission (null for any admin)`);
      }
      register(
        endpoint,
        async (c) => ({
          auth: await signIn(c, options.db, endpoint, options.sessionIdleMs ?? defaultIdleMs),
        }),
        handler,
      );
    },
  };
}
