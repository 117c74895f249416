import type { Context } from 'hono';
import { wholeInputKey, type RequestKind } from '@packlight/api-types';
import { validationFailed } from './errors.ts';

const unreadable = (message: string) => validationFailed({ [wholeInputKey]: [message] });

/** A form or query may name at most this many fields; PHP's max_input_vars is the same. */
export const maxInputFields = 1000;

/**
 * Gathers form or query entries into an object the way Laravel reads them: `ids[]=1&ids[]=2` and
 * a repeated `ids=1&ids=2` both give an array; a single value stays a plain value. Linear in the
 * entries (a repeated key appends, never copies), and refused past `maxInputFields`.
 */
function collect<V>(entries: Iterable<[string, V]>): Record<string, V | V[]> {
  // A Map, not a plain object: a key the caller names `constructor` or `toString` must not find
  // the object's inherited properties.
  const result = new Map<string, V | V[]>();
  let fields = 0;
  for (const [rawKey, value] of entries) {
    if (++fields > maxInputFields) {
      throw unreadable(`The request may not have more than ${maxInputFields} fields.`);
    }
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    const existing = result.get(key);
    if (existing === undefined) result.set(key, isList ? [value] : value);
    else if (Array.isArray(existing)) existing.push(value);
    else result.set(key, [existing, value]);
  }
  return Object.fromEntries(result);
}

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  // Laravel reads an empty body as no input, which then fails "required" rules field by field.
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw unreadable('The request body must be valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw unreadable('The request body must be a JSON object.');
  }
  return body;
}

async function readForm(c: Context): Promise<unknown> {
  // Like Laravel, a body without a content type is no input (and fails "required" rules).
  if (!c.req.header('Content-Type')) return {};
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw unreadable('The request body must be form data.');
  }
  return collect(form.entries());
}

const isJson = (c: Context) =>
  /^application\/([\w.+-]+\+)?json/i.test(c.req.header('Content-Type') ?? '');

/** Reads the raw input an endpoint of this kind takes; a body it cannot read is a 422. */
export async function readInput(c: Context, kind: RequestKind): Promise<unknown> {
  switch (kind) {
    case 'none':
      return {};
    case 'query':
      return collect(new URL(c.req.url).searchParams.entries());
    case 'json':
      return readJson(c);
    case 'multipart':
      return readForm(c);
    // pusher-js posts a urlencoded form; other clients of the same call may send JSON.
    case 'form':
      return isJson(c) ? readJson(c) : readForm(c);
  }
}
