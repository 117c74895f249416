import type { Endpoint } from '@packlight/api-types';

/**
 * Generated bad requests for one endpoint of the table, built from what the table says about it
 * (method, path parameters, how it reads input, and the field names of its request schema), so a
 * new endpoint is covered the day it is added.
 */
export interface FuzzCase {
  /** What the case tries, shown when it fails. */
  label: string;
  method: string;
  path: string;
  body?: RequestInit['body'];
  headers?: Record<string, string>;
  /** Which token to send. */
  as: 'nobody' | 'bad-token' | 'non-admin' | 'admin';
  /** The status this case must get, when only one is right. */
  status?: number;
}

/** Keys every plain object inherits; input keys named so must be read as ordinary keys. */
export const prototypeKeys = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];

const deepJson = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** Values no field of the contract accepts as they are, or accepts only within limits. */
export const badJsonValues: readonly [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['a fraction', 12.5],
  ['a negative number', -1],
  ['past int4', 2 ** 31],
  ['past every integer', 1e308],
  ['NUL in text', 'a\u0000b'],
  ['a lone surrogate', 'a\ud800b'],
  ['a 100k string', 'x'.repeat(100_000)],
  ['an empty array', []],
  ['an array of junk', [null, 'x', { a: 1 }]],
  ['an object', { nested: { deeper: 'x' } }],
];

/** The same in a query string or form field: everything arrives as text there. */
export const badTextValues: readonly [string, string][] = [
  ['NUL', '\u0000'],
  ['a lone surrogate', '\ud800'],
  ['hex digits', '0x10'],
  ['an exponent', '1e3'],
  ['past int4', '2147483648'],
  ['past every integer', '9'.repeat(400)],
  ['a negative number', '-1'],
  ['blank', ''],
  ['a 10k string', 'y'.repeat(10_000)],
];

/** Path values that name no record: not digits, out of range, unstorable. */
export const badPathValues = [
  '0',
  '-1',
  '0x10',
  '1e3',
  '2147483648',
  '99999999999999999999',
  '%00',
  '%ED%A0%80',
  'constructor',
  'x'.repeat(600),
];

/** The field names an input schema knows, read from the zod definition (objects, pipes, unions). */
export function fieldsOf(schema: unknown, seen = new Set<unknown>()): string[] {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return [];
  const names = new Set<string>();
  if (def.shape && typeof def.shape === 'object') {
    for (const name of Object.keys(def.shape)) names.add(name);
  }
  for (const inner of [def.in, def.out, def.innerType, def.left, def.right]) {
    for (const name of fieldsOf(inner, seen)) names.add(name);
  }
  if (Array.isArray(def.options)) {
    for (const option of def.options) for (const name of fieldsOf(option, seen)) names.add(name);
  }
  return [...names];
}

/** The endpoint's path with `{param}` filled (values already URI-encoded where they need it). */
export function pathOf(endpoint: Endpoint, value: (param: string) => string): string {
  return `/api${endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => value(name))}`;
}

/** A realistic path value: an id that exists in the seeded data, or a known provider. */
const goodParam = (name: string) => (name === 'provider' ? 'google' : '1');

const bogusPng = () => new File(['this is not a png'], 'photo.png', { type: 'image/png' });

function jsonBody(value: unknown): Pick<FuzzCase, 'body' | 'headers'> {
  return { body: JSON.stringify(value), headers: { 'Content-Type': 'application/json' } };
}

function formBody(entries: [string, string | Blob][]): Pick<FuzzCase, 'body'> {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return { body: form };
}

const loneSurrogate = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;

/** Percent-encoding, with a lone surrogate sent as the bytes a careless encoder writes for it. */
function encode(text: string): string {
  return text
    .split(loneSurrogate)
    .map((part, index) => (index % 2 === 1 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

function queryString(entries: [string, string][]): string {
  return entries.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
}

/** Every bad request generated for an endpoint. */
export function fuzzCasesOf(endpoint: Endpoint): FuzzCase[] {
  const base = { method: endpoint.method, path: pathOf(endpoint, goodParam) };
  const cases: FuzzCase[] = [];
  const add = (label: string, fields: Partial<FuzzCase>) =>
    cases.push({ ...base, as: 'admin', label, ...fields });

  if (endpoint.access !== 'public') {
    add('no token', { as: 'nobody' });
    add('a bad token', { as: 'bad-token' });
    if (endpoint.access === 'admin') add('a non-admin token', { as: 'non-admin' });
  }
  if (endpoint.path.includes('{')) {
    for (const value of badPathValues) {
      add(`path value ${value.slice(0, 20)}`, { path: pathOf(endpoint, () => value) });
    }
  }

  const fields = [...fieldsOf(endpoint.request), ...prototypeKeys];
  switch (endpoint.requestKind) {
    case 'query':
      for (const field of fields) {
        for (const [label, value] of badTextValues) {
          add(`?${field}= ${label}`, { path: `${base.path}?${queryString([[field, value]])}` });
        }
        add(`?${field}[]= repeated`, {
          path: `${base.path}?${queryString([
            [`${field}[]`, 'a'],
            [`${field}[]`, 'b'],
          ])}`,
        });
      }
      break;
    case 'json':
    case 'form':
      add('a key repeated past the field cap', {
        body: `${fields[0] ?? 'a'}=1&`.repeat(1001),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        ...(endpoint.requestKind === 'form' ? { status: 422 } : {}),
      });
      for (const field of fields) {
        for (const [label, value] of badJsonValues)
          add(`${field}: ${label}`, jsonBody({ [field]: value }));
      }
      add('a JSON array', jsonBody([1, 2]));
      add('JSON null', jsonBody(null));
      add('broken JSON', { body: '{"a": ', headers: { 'Content-Type': 'application/json' } });
      add('JSON nested 100k deep', {
        body: deepJson(100_000),
        headers: { 'Content-Type': 'application/json' },
      });
      add('a field nested 1k deep', {
        body: `{"${fields[0]}": ${deepJson(1000)}}`,
        headers: { 'Content-Type': 'application/json' },
      });
      add('a text/plain body', { body: 'hello', headers: { 'Content-Type': 'text/plain' } });
      add('a form instead of JSON', formBody(fields.map((field) => [field, 'x'])));
      add('a urlencoded body', {
        body: queryString(fields.map((field) => [field, '\u0000'])),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      break;
    case 'multipart':
      add('a key repeated past the field cap', {
        ...formBody(
          Array.from({ length: 1001 }, () => [fields[0] ?? 'a', '1'] as [string, string]),
        ),
        status: 422,
      });
      for (const field of fields) {
        for (const [label, value] of badTextValues)
          add(`${field}= ${label}`, formBody([[field, value]]));
        add(`${field}= a bogus upload`, formBody([[field, bogusPng()]]));
      }
      add('every field a bogus upload', formBody(fields.map((field) => [field, bogusPng()])));
      add(
        'an oversized upload',
        formBody([
          [
            fields[0] ?? 'file',
            new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
          ],
        ]),
      );
      add(
        'JSON instead of a form',
        jsonBody(Object.fromEntries(fields.map((field) => [field, 'x']))),
      );
      add('a broken multipart body', {
        body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      });
      break;
    case 'none':
      if (endpoint.method !== 'GET') {
        add('an unexpected JSON body', jsonBody({ id: 2 ** 31, name: '\u0000' }));
      }
      add('an unexpected query', {
        path: `${base.path}?${queryString(prototypeKeys.map((key) => [key, '\u0000']))}`,
      });
      break;
  }
  if (endpoint.access === 'public' && endpoint.method !== 'GET') {
    add('a body over the public limit', {
      body: `{"a":"${'x'.repeat(64 * 1024)}"}`,
      headers: { 'Content-Type': 'application/json' },
      status: 413,
    });
  }
  return cases;
}
