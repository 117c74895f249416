import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  wholeInputKey,
  type Access,
  type Endpoint,
  type HttpMethod,
  type RequestKind,
} from '@packlight/api-types';
import { eq } from 'drizzle-orm';
import { roles } from '../src/db/schema/index.ts';
import { createRegistrar, type Registrar } from '../src/http/registrar.ts';
import { registerRoutes } from '../src/routes.ts';
import type { Services } from '../src/services.ts';
import { call, givenUser, signIn, useTestApp } from './helpers/test-app.ts';

/** A made-up endpoint-table entry, so the registrar is tested apart from any real call. */
function testEndpoint<const Path extends string, Req extends z.ZodType, Res extends z.ZodType>(
  entry: {
    method: HttpMethod;
    path: Path;
    access: Access;
    requestKind: RequestKind;
    request: Req;
    response: Res;
  },
  params: z.ZodType = z.object({}),
): Endpoint<HttpMethod, Path, Req, Res> {
  return {
    ...entry,
    params: params as Endpoint<HttpMethod, Path, Req, Res>['params'],
    responseKind: 'json',
    summary: 'test only',
  };
}

const adminOnly = {
  ...testEndpoint({
    method: 'GET',
    path: '/test/admin-only',
    access: 'admin',
    requestKind: 'none',
    request: z.object({}),
    response: z.object({ data: z.object({ ok: z.literal(true) }) }),
  }),
  permission: null,
};

/** An admin call that takes a body, for finance only: its permission comes before the body. */
const refundsOnly = {
  ...testEndpoint(
    {
      method: 'POST',
      path: '/test/refunds/{id}',
      access: 'admin',
      requestKind: 'json',
      request: z.object({ note: z.string({ error: 'The note field is required.' }) }),
      response: z.object({ data: z.object({ ok: z.literal(true) }) }),
    },
    z.object({ id: z.coerce.number().int().positive() }),
  ),
  permission: 'refunds:decide' as const,
};

const itemById = testEndpoint(
  {
    method: 'GET',
    path: '/test/items/{id}',
    access: 'user',
    requestKind: 'query',
    request: z.object({
      page: z.coerce.number({ error: 'The page field must be a number.' }).int().positive(),
      ids: z.array(z.string()).optional(),
    }),
    response: z.object({
      data: z.object({ id: z.number(), page: z.number(), ids: z.array(z.string()) }),
    }),
  },
  z.object({ id: z.coerce.number().int().positive() }),
);

const upload = testEndpoint({
  method: 'POST',
  path: '/test/upload',
  access: 'user',
  requestKind: 'multipart',
  request: z.object({
    title: z.string({ error: 'The title field is required.' }),
    photo: z.instanceof(File, { error: 'The photo field must be a file.' }),
  }),
  response: z.object({ data: z.object({ title: z.string(), size: z.number() }) }),
});

const strictBody = testEndpoint({
  method: 'POST',
  path: '/test/strict',
  access: 'public',
  requestKind: 'json',
  request: z
    .object({ items: z.array(z.object({ name: z.string({ error: 'Name each item.' }) })) })
    .strict(),
  response: z.object({ message: z.string() }),
});

const channelAuth = testEndpoint({
  method: 'POST',
  path: '/test/form',
  access: 'public',
  requestKind: 'form',
  request: z.object({ socket_id: z.string(), channel_name: z.string() }),
  response: z.object({ auth: z.string() }),
});

const broken = testEndpoint({
  method: 'GET',
  path: '/test/broken',
  access: 'public',
  requestKind: 'none',
  request: z.object({}),
  response: z.object({ message: z.string() }),
});

const breachesContract = testEndpoint({
  method: 'GET',
  path: '/test/breach',
  access: 'public',
  requestKind: 'none',
  request: z.object({}),
  response: z.object({ data: z.array(z.number()) }),
});

const download = {
  ...testEndpoint({
    method: 'GET',
    path: '/test/download',
    access: 'user',
    requestKind: 'none',
    request: z.object({}),
    response: z.custom<Blob>((value) => value instanceof Blob),
  }),
  responseKind: 'file' as const,
};

function testRoutes(routes: Registrar, services: Services): void {
  registerRoutes(routes, services);
  routes.route(adminOnly, async () => ({ data: { ok: true as const } }));
  routes.route(refundsOnly, async () => ({ data: { ok: true as const } }));
  routes.route(itemById, async ({ params, input }) => ({
    data: { id: params.id as number, page: input.page, ids: input.ids ?? [] },
  }));
  routes.route(upload, async ({ input }) => ({
    data: { title: input.title, size: input.photo.size },
  }));
  routes.route(download, async () => ({
    fileName: 'report "März".csv',
    contentType: 'text/csv; charset=utf-8',
    body: 'a,b\n1,2\n',
  }));
  routes.publicRoute(strictBody, async () => ({ message: 'ok' }));
  routes.publicRoute(channelAuth, async ({ input }) => ({
    auth: `${input.socket_id}:${input.channel_name}`,
  }));
  routes.publicRoute(broken, async () => {
    throw new Error('database on fire');
  });
  // The cast stands for a handler bug the type checker did not catch.
  routes.publicRoute(
    breachesContract,
    async () => ({ data: ['one'] }) as unknown as { data: number[] },
  );
}

const t = useTestApp({ routes: testRoutes });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('access', () => {
  it('answers 403 to a signed-in user who is not an administrator on an admin-only call', async () => {
    await givenUser(t.db, { type: 'traveler', email: 'traveler@example.test' });
    const token = await signIn(t.app, 'traveler@example.test');

    const answer = await call(t.app, 'GET', '/api/test/admin-only', { token });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'This action is unauthorized.' });
    // The same token is good for calls open to any signed-in user.
    expect((await call(t.app, 'GET', '/api/user', { token })).status).toBe(200);
  });

  it('lets an administrator through', async () => {
    await givenUser(t.db);
    const token = await signIn(t.app, 'ada@example.test');
    const answer = await call(t.app, 'GET', '/api/test/admin-only', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { ok: true } });
  });

  it("refuses a role without the call's permission before it reads the path or body", async () => {
    const roleId = async (key: string) =>
      (await t.db.select().from(roles).where(eq(roles.key, key)))[0]!.id;
    await givenUser(t.db, { email: 'sam@example.test', roleId: await roleId('support') });
    const token = await signIn(t.app, 'sam@example.test');
    // A path and a body that would each answer 404 or 422 are never looked at.
    const refused = await call(t.app, 'POST', '/api/test/refunds/abc', { token, body: '{nope' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'This action is unauthorized.' });
    // Calls open to any admin still answer.
    expect((await call(t.app, 'GET', '/api/test/admin-only', { token })).status).toBe(200);

    await givenUser(t.db, { email: 'fin@example.test', roleId: await roleId('finance') });
    const finance = await signIn(t.app, 'fin@example.test');
    const json = { note: 'ok' };
    const allowed = await call(t.app, 'POST', '/api/test/refunds/3', { token: finance, json });
    expect(allowed.status).toBe(200);
  });

  it('asks for a token before it looks at the input', async () => {
    const answer = await call(t.app, 'GET', '/api/test/items/abc');
    expect(answer.status).toBe(401);
  });

  it('refuses to register an entry under the wrong kind of access, or twice', () => {
    const routes = createRegistrar(new Hono(), { db: t.db, checkResponses: true });
    const answer = async () => ({ message: 'ok' });
    expect(() =>
      routes.publicRoute(adminOnly, async () => ({ data: { ok: true as const } })),
    ).toThrow(/not public/);
    expect(() => routes.route(strictBody, answer)).toThrow(/is public/);
    // An admin entry that forgets its permission would be open to every role.
    const { permission: _forgotten, ...unguarded } = refundsOnly;
    expect(() => routes.route(unguarded, async () => ({ data: { ok: true as const } }))).toThrow(
      'POST /test/refunds/{id} declares no permission (null for any admin)',
    );
    routes.route(download, async () => ({
      fileName: 'report "März".csv',
      contentType: 'text/csv; charset=utf-8',
      body: 'a,b\n1,2\n',
    }));
    routes.publicRoute(strictBody, answer);
    expect(() => routes.publicRoute(strictBody, answer)).toThrow(/registered twice/);
  });
});

describe('input', () => {
  it('binds path parameters and reads the query, lists included', async () => {
    await givenUser(t.db);
    const token = await signIn(t.app, 'ada@example.test');
    const answer = await call(t.app, 'GET', '/api/test/items/7?page=2&ids[]=a&ids[]=b', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { id: 7, page: 2, ids: ['a', 'b'] } });
  });

  it('answers 404 for a path parameter that does not bind', async () => {
    await givenUser(t.db);
    const token = await signIn(t.app, 'ada@example.test');
    const answer = await call(t.app, 'GET', '/api/test/items/abc?page=1', { token });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Not Found.' });
  });

  it('validates the query with the same 422 shape', async () => {
    await givenUser(t.db);
    const token = await signIn(t.app, 'ada@example.test');
    const answer = await call(t.app, 'GET', '/api/test/items/7', { token });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'The page field must be a number.',
      errors: { page: ['The page field must be a number.'] },
    });
  });

  it('reads multipart form data, files included', async () => {
    await givenUser(t.db);
    const token = await signIn(t.app, 'ada@example.test');
    const form = new FormData();
    form.set('title', 'Linen shirt');
    form.set('photo', new File([new Uint8Array(5)], 'shirt.jpg', { type: 'image/jpeg' }));

    const answer = await call(t.app, 'POST', '/api/test/upload', { token, body: form });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { title: 'Linen shirt', size: 5 } });

    const missing = await call(t.app, 'POST', '/api/test/upload', { token, body: new FormData() });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      message: 'The title field is required. (and 1 more error)',
      errors: {
        title: ['The title field is required.'],
        photo: ['The photo field must be a file.'],
      },
    });
  });

  it('reads a urlencoded form or JSON where the entry takes a form', async () => {
    const form = new URLSearchParams({ socket_id: '1.2', channel_name: 'private-a' });
    const urlencoded = await call(t.app, 'POST', '/api/test/form', { body: form });
    expect(urlencoded.body).toEqual({ auth: '1.2:private-a' });

    const json = await call(t.app, 'POST', '/api/test/form', {
      json: { socket_id: '3.4', channel_name: 'private-b' },
    });
    expect(json.body).toEqual({ auth: '3.4:private-b' });
  });

  it("files nested fields dotted and whole-input problems under the contract's key", async () => {
    const answer = await call(t.app, 'POST', '/api/test/strict', {
      json: { items: [{ name: 'Scarf' }, {}], is_admin: true },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'Name each item. (and 1 more error)',
      errors: {
        'items.1.name': ['Name each item.'],
        [wholeInputKey]: [expect.stringContaining('is_admin')],
      },
    });
  });
});

describe('file answers', () => {
  it('sends the bytes as an attachment named in both Content-Disposition forms', async () => {
    await givenUser(t.db);
    const token = await signIn(t.app, 'ada@example.test');
    const answer = await call(t.app, 'GET', '/api/test/download', { token });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('a,b\n1,2\n');
    expect(answer.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('Content-Disposition')).toBe(
      `attachment; filename="report__M_rz_.csv"; filename*=UTF-8''report%20%22M%C3%A4rz%22.csv`,
    );
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('failures', () => {
  it('answers 413 JSON for a body over the limit, before reading it', async () => {
    const answer = await call(t.app, 'POST', '/api/login', {
      body: 'x'.repeat(20 * 1024 * 1024 + 1),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'The request is too large.' });
  });

  it('answers 500 {"message":"Server Error"} for a thrown error, and logs the details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await call(t.app, 'GET', '/api/test/broken');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: 'Server Error' });
    expect(log).toHaveBeenCalledWith('GET /api/test/broken failed:', new Error('database on fire'));
  });

  it('answers 500 when an answer breaks the contract, in demo mode', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await call(t.app, 'GET', '/api/test/breach');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: 'Server Error' });
    expect(String(log.mock.calls[0]?.[1])).toContain('GET /test/breach breaks the contract');
  });

  it('answers 404 JSON for an unknown /api path or method', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/travelers/1/nope'],
      ['GET', '/api/login'],
      ['GET', '/api'],
    ] as const) {
      const answer = await call(t.app, method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body, `${method} ${path}`).toEqual({ message: 'Not Found.' });
    }
  });
});
