import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@packlight/api-types';
import { attachmentName, call, download } from './api.ts';
import { ApiError, ContractError } from './api-error.ts';
import { sessionKeys } from './session.ts';
import { memoryStorage } from './test-storage.ts';
import { setUnauthorizedHandler } from './unauthorized.ts';

const admin = { id: 1, type: 'admin', name: 'Admin', email: 'admin@packlight.dev' };

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('call', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let local: Storage;

  beforeEach(() => {
    local = memoryStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: memoryStorage() });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const sent = () => {
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    return { url, init: init as RequestInit, headers: new Headers(init?.headers) };
  };

  it('sends JSON with cookies and the stored bearer token, and parses the answer', async () => {
    local.setItem(sessionKeys.token, 'secret');
    fetchMock.mockResolvedValue(answer(200, { data: { token: 'next', user: admin } }));

    const body = await call(endpoints.auth.login, {
      body: { email: 'admin@packlight.dev', password: 'pw' },
    });

    expect(body.data).toEqual({ token: 'next', user: admin });
    const { url, init, headers } = sent();
    expect(url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers.get('Authorization')).toBe('Bearer secret');
    expect(headers.get('Accept')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'admin@packlight.dev', password: 'pw' });
  });

  it('sends no Authorization header without a stored token', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: admin }));
    await call(endpoints.auth.user);
    expect(sent().headers.has('Authorization')).toBe(false);
  });

  it('rejects a refusal with an ApiError carrying the field errors', async () => {
    fetchMock.mockResolvedValue(
      answer(422, { message: 'Invalid.', errors: { email: ['These credentials do not match.'] } }),
    );
    const error = await call(endpoints.auth.login, {
      body: { email: 'a@b.co', password: 'x' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldError('email')).toBe('These credentials do not match.');
  });

  it('on 401 clears the session, calls the handler and still rejects', async () => {
    local.setItem(sessionKeys.token, 'expired');
    local.setItem(sessionKeys.type, 'admin');
    const onUnauthorized = vi.fn();
    const restore = setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(answer(401, { message: 'Unauthenticated.' }));

    await expect(call(endpoints.auth.user)).rejects.toMatchObject({
      status: 401,
      message: 'Unauthenticated.',
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(local.length).toBe(0);
    restore();
  });

  it('names the endpoint when the answer breaks the contract', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { id: 'one' } }));
    const error = await call(endpoints.auth.user).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toMatch(/^GET \/user answered outside the contract: /);
  });

  it("downloads a file under the name the server gives, or the entry's fallback", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('id,name\n', {
        headers: { 'Content-Disposition': 'attachment; filename="travelers-2026-11-21.csv"' },
      }),
    );
    const file = await download(endpoints.travelers.export, { body: { ids: [1] } });
    expect(file.fileName).toBe('travelers-2026-11-21.csv');
    expect(await file.blob.text()).toBe('id,name\n');
    expect(sent().init.method).toBe('POST');

    fetchMock.mockResolvedValueOnce(new Response('x'));
    const unnamed = await download(endpoints.travelers.export, { body: { ids: [1] } });
    expect(unnamed.fileName).toBe('travelers.csv');
  });

  it('rejects a refused download with an ApiError', async () => {
    fetchMock.mockResolvedValue(answer(404, { message: 'No documents.' }));
    const error = await download(endpoints.partners.downloadDocuments, { params: { id: 3 } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('No documents.');
  });
});

describe('attachmentName', () => {
  it('prefers the RFC 5987 name and falls back to the plain one', () => {
    expect(attachmentName(`attachment; filename="M_rz.csv"; filename*=UTF-8''M%C3%A4rz.csv`)).toBe(
      'März.csv',
    );
    expect(attachmentName('attachment; filename=plain.zip')).toBe('plain.zip');
    expect(attachmentName('attachment')).toBeUndefined();
    expect(attachmentName(null)).toBeUndefined();
  });
});
