import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildPath, defineEndpoint, endpointName, fileNameFor, idParam } from './endpoint.ts';
import { endpoints } from './endpoints/index.ts';

describe('buildPath', () => {
  it('fills placeholders', () => {
    expect(buildPath(endpoints.travelers.detail, { id: 42 })).toBe('/travelers/42');
    expect(buildPath(endpoints.social.callback, { provider: 'google' })).toBe(
      '/social/google/callback',
    );
  });

  it('encodes values', () => {
    expect(buildPath(endpoints.notifications.markRead, { id: 'a b/c' })).toBe(
      '/notifications/a%20b%2Fc/read',
    );
  });

  it('leaves paths without placeholders alone', () => {
    expect(buildPath(endpoints.travelers.list, {})).toBe('/travelers');
  });

  it('names the missing parameter', () => {
    expect(() => buildPath(endpoints.partners.detail, {} as { id: number })).toThrow(
      'Missing path parameter "id" for GET /partners/{id}',
    );
  });
});

describe('endpointName', () => {
  it('reads like the spec', () => {
    expect(endpointName(endpoints.travelers.remove)).toBe('DELETE /travelers/{id}');
    expect(endpointName({ method: 'POST', path: '/login' })).toBe('POST /login');
  });
});

describe('fileNameFor', () => {
  it('fills the fallback name of a download', () => {
    expect(fileNameFor(endpoints.partners.downloadDocuments, { id: 7 })).toBe(
      'partner-7-documents.zip',
    );
    expect(fileNameFor(endpoints.riders.downloadDocuments, { id: 3 })).toBe(
      'rider-3-documents.zip',
    );
    expect(fileNameFor(endpoints.travelers.export, {})).toBe('travelers.csv');
  });

  it('is undefined for JSON answers', () => {
    expect(fileNameFor(endpoints.travelers.list, {})).toBeUndefined();
  });
});

describe('defineEndpoint', () => {
  it('defaults to an admin call with no input and a JSON answer', () => {
    const endpoint = defineEndpoint({ method: 'GET', path: '/things/{slug}', summary: 'Things.' });
    expect(endpoint.access).toBe('admin');
    expect(endpoint.requestKind).toBe('none');
    expect(endpoint.responseKind).toBe('json');
    expect(endpoint.params.parse({ slug: 'x' })).toEqual({ slug: 'x' });
    expect(endpoint.request.safeParse({ extra: 1 }).success).toBe(false);
  });

  it('reads a GET request from the query and a POST request from JSON', () => {
    const request = z.object({ q: z.string() });
    expect(defineEndpoint({ method: 'GET', path: '/a', request, summary: 'A.' }).requestKind).toBe(
      'query',
    );
    expect(defineEndpoint({ method: 'POST', path: '/a', request, summary: 'A.' }).requestKind).toBe(
      'json',
    );
  });

  it('checks file answers are blobs', () => {
    const download = endpoints.travelers.export;
    expect(download.responseKind).toBe('file');
    expect(download.response.safeParse(new Blob(['id,name'])).success).toBe(true);
    expect(download.response.safeParse({ data: [] }).success).toBe(false);
  });
});

describe('idParam', () => {
  it('reads path ids as positive integers', () => {
    expect(endpoints.travelers.detail.params.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParam.safeParse('0').success).toBe(false);
    expect(idParam.safeParse('abc').success).toBe(false);
    expect(idParam.safeParse('1.5').success).toBe(false);
  });
});
