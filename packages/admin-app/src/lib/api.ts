import wretch from 'wretch';
import {
  buildPath,
  endpointName,
  fileNameFor,
  type Endpoint,
  type ParamsOf,
  type RequestOf,
  type ResponseOf,
} from '@packlight/api-types';
import { handleForbidden } from './access/forbidden.ts';
import { ContractError } from './api-error.ts';
import { rememberVersion } from './live/record-versions.ts';
import { currentSocketId } from './realtime/socket-id.ts';
import { sessionStore } from './session.ts';
import { handleUnauthorized } from './unauthorized.ts';

// An entry's schemas come with the endpoint the caller imports, so each route's chunk carries the
// schemas of the calls it makes. Error answers and multipart bodies load their helpers when they
// happen.

/** The one HTTP client: every call of the app goes through it. */
const client = wretch('/api')
  .headers({ Accept: 'application/json' })
  // Laravel's session cookie rides along with the bearer token (docs/product/part-1.md §7).
  .options({ credentials: 'include' })
  .errorType('json')
  // Read at send time, so a sign-in (here or in another tab) applies to the next call.
  .defer((request) => {
    const token = sessionStore.read()?.token;
    return token ? request.auth(`Bearer ${token}`) : request;
  })
  .catcher(401, (error) => {
    sessionStore.clear();
    handleUnauthorized();
    // The caller still learns the call failed (docs/product/part-1.md §4).
    throw error;
  })
  // A refusal may mean the admin's role changed: the shell asks for their permissions again.
  .catcher(403, (error) => {
    handleForbidden();
    throw error;
  });

export type CallOptions<E extends Endpoint> = (Record<never, never> extends ParamsOf<E>
  ? { params?: ParamsOf<E> }
  : { params: ParamsOf<E> }) & {
  /** Body of a POST: JSON, or form data for a multipart entry (files, lists, objects). */
  body?: RequestOf<E>;
  /** Query string of a GET; empty values are left out. */
  query?: RequestOf<E>;
  /** The ETag of the record as the admin saw it: sent as If-Match, 412 when stale (D55). */
  ifMatch?: string;
};

type CallArgs<E extends Endpoint> =
  Record<never, never> extends ParamsOf<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path and query of a call, as sent (and as SWR keys name it). */
export function callUrl<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): string {
  return buildPath(endpoint, (options?.params ?? {}) as ParamsOf<E>) + queryString(options?.query);
}

/** A multipart call's body; the contract's form-data writer loads with the first one. */
async function multipartBody(body: Record<string, unknown>): Promise<FormData> {
  const { toFormData } = await import('./multipart-body.ts');
  return toFormData(body);
}

async function send<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> | undefined,
  read: (response: Response) => Promise<unknown>,
): Promise<unknown> {
  const body = options?.body;
  const url = callUrl(endpoint, options);
  // Request schemas are objects; the generic type cannot say so. A multipart entry (the partner
  // and rider forms) goes as form data, which sets its own boundary in the content type.
  // A write names this tab's socket, which the server then leaves out of the change's broadcast.
  const socketId = endpoint.method === 'GET' ? undefined : currentSocketId();
  const base = client.headers({
    ...(options?.ifMatch && { 'If-Match': options.ifMatch }),
    ...(socketId && { 'X-Socket-ID': socketId }),
  });
  const request =
    body === undefined
      ? base.url(url)
      : endpoint.requestKind === 'multipart'
        ? base.url(url).body(await multipartBody(body as Record<string, unknown>))
        : base.url(url).json(body as object);
  try {
    return await request.fetch(endpoint.method).res(read);
  } catch (error) {
    if (error instanceof wretch.WretchError) {
      const { apiErrorFrom } = await import('./api-error-answer.ts');
      throw apiErrorFrom(error.status, error.json, endpointName(endpoint));
    }
    throw error;
  }
}

/** The answer as the entry's response schema gives it back, or a ContractError naming what broke. */
function checked<E extends Endpoint>(entry: E, answer: unknown) {
  const parsed = entry.response.safeParse(answer);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
      .join('; ');
    throw new ContractError(`${endpointName(entry)} answered outside the contract: ${problems}`);
  }
  return parsed.data as ResponseOf<E>;
}

/**
 * Calls an endpoint of the contract and returns its answer checked against the entry's response
 * schema. Refusals reject with an ApiError; an answer outside the contract with a ContractError.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<ResponseOf<E>> {
  const name = endpointName(endpoint);
  const text = (await send(endpoint, options, (response) => {
    // A record's version, for the If-Match of the admin's next change of it (D55).
    rememberVersion(endpoint, response.headers.get('ETag'), options?.params, options?.body);
    return response.text();
  })) as string;

  let answer: unknown;
  try {
    answer = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ContractError(`${name} answered with a body that is not JSON.`);
  }
  return checked(endpoint, answer);
}

/** A downloaded file and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The attachment name of a Content-Disposition header: RFC 5987 `filename*` first. */
export function attachmentName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

/**
 * Calls a file endpoint (CSV export, document zips) and returns the bytes with the server's
 * Content-Disposition name, or the entry's fallback name (docs/product/part-1.md: 'travelers.csv').
 */
export async function download<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<DownloadedFile> {
  const fallback = fileNameFor(endpoint, (options?.params ?? {}) as ParamsOf<E>) ?? 'download';
  return (await send(endpoint, options, async (response) => ({
    blob: await response.blob(),
    fileName: attachmentName(response.headers.get('Content-Disposition')) ?? fallback,
  }))) as DownloadedFile;
}
