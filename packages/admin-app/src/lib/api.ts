import wretch from 'wretch';
import {
  buildPath,
  endpointName,
  type Endpoint,
  type ParamsOf,
  type RequestOf,
  type ResponseOf,
} from '@packlight/api-types';
import { apiErrorFrom } from './api-error.ts';
import { paths } from './paths.ts';
import { sessionStore } from './session.ts';

const goToLogin = () => window.location.assign(paths.login.href());
let onUnauthorized: () => void = goToLogin;

/**
 * Replaces the full-page reload to /login with an in-app navigation. The auth provider registers
 * one so a 401 keeps the app loaded; the returned function restores the default.
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  onUnauthorized = handler;
  return () => {
    onUnauthorized = goToLogin;
  };
}

/** The one HTTP client: every call of the app goes through it. */
const client = wretch('/api')
  .headers({ Accept: 'application/json' })
  // Laravel's session cookie rides along with the bearer token (spec 1, section 7).
  .options({ credentials: 'include' })
  .errorType('json')
  // Read at send time, so a sign-in (here or in another tab) applies to the next call.
  .defer((request) => {
    const token = sessionStore.read()?.token;
    return token ? request.auth(`Bearer ${token}`) : request;
  })
  .catcher(401, (error) => {
    sessionStore.clear();
    onUnauthorized();
    // The caller still learns the call failed (spec 1, section 4).
    throw error;
  });

/** The answer broke the contract: a server bug, named so it is found at once. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
}

type CallOptions<E extends Endpoint> = (Record<never, never> extends ParamsOf<E>
  ? { params?: ParamsOf<E> }
  : { params: ParamsOf<E> }) & {
  /** JSON body of a POST. */
  body?: RequestOf<E>;
  /** Query string of a GET; empty values are left out. */
  query?: RequestOf<E>;
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

/**
 * Calls an endpoint of the contract and returns its answer checked against the entry's response
 * schema. Refusals reject with an ApiError; an answer outside the contract with a ContractError.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<ResponseOf<E>> {
  const name = endpointName(endpoint);
  const url =
    buildPath(endpoint, (options?.params ?? {}) as ParamsOf<E>) + queryString(options?.query);
  const body = options?.body;
  // Request schemas of JSON calls are objects; the generic type cannot say so.
  const request = body === undefined ? client.url(url) : client.url(url).json(body as object);

  let text: string;
  try {
    text = await request.fetch(endpoint.method).text();
  } catch (error) {
    if (error instanceof wretch.WretchError) throw apiErrorFrom(error.status, error.json, name);
    throw error;
  }

  let answer: unknown;
  try {
    answer = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ContractError(`${name} answered with a body that is not JSON.`);
  }
  const parsed = endpoint.response.safeParse(answer);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
      .join('; ');
    throw new ContractError(`${name} answered outside the contract: ${problems}`);
  }
  return parsed.data as ResponseOf<E>;
}
