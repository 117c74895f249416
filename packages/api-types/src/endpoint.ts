import * as z from 'zod/mini';
import { isIdText } from './schemas/ids.ts';
import type { HttpMethod, PathParams } from './endpoint-path.ts';
import type { Permission } from './permissions.ts';
import type { RecordBinding } from './records.ts';

export * from './endpoint-path.ts';

export type RequestKind = 'none' | 'query' | 'json' | 'multipart' | 'form';

/** What a successful answer is: a JSON body checked by `response`, or a file download. */
export type ResponseKind = 'json' | 'file';

/** Who may call: anyone, any signed-in user, or only users of type admin. */
export type Access = 'public' | 'user' | 'admin';

/**
 * One call of the API. Paths are written as in the spec (`/travelers/{id}`) and live under `/api`.
 * `request` validates the query (GET) or body (POST); `response` validates the whole JSON body.
 */
export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Request extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: Method;
  readonly path: Path;
  /** Schema for each `{param}` of the path; values arrive as strings and may be coerced. */
  readonly params: z.ZodMiniType<PathParams<Path>, unknown>;
  readonly requestKind: RequestKind;
  readonly request: Request;
  readonly responseKind: ResponseKind;
  readonly response: Response;
  readonly access: Access;
  /**
   * What the caller's role must allow (decisions.md D71): an admin without it gets 403 before the
   * body is read. Every admin entry declares one; `null` says on purpose that any admin may call
   * (their own profile, password, second factor, sessions and notifications; search, which
   * answers only what the role reads; geocode). Public and `user` entries leave it out.
   */
  readonly permission?: Permission | null;
  /** One line on what the call is for, shown in route listings and errors. */
  readonly summary: string;
  /**
   * For file answers: the name to save under when the answer has no Content-Disposition name,
   * with the path's `{param}` placeholders, which `fileNameFor` fills.
   */
  readonly fileName?: string;
  /**
   * The record the call reads or changes: a read answers `ETag`, a change honours `If-Match`
   * with 412 and is announced on the admin channel (D55, D56).
   */
  readonly record?: RecordBinding;
}

/** The input a caller gives for an endpoint (query or body). */
export type RequestOf<E extends Endpoint> = z.input<E['request']>;
/** The validated input a handler receives. */
export type ParsedRequestOf<E extends Endpoint> = z.output<E['request']>;
/** The JSON body of a successful answer. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
/** The path parameters of an endpoint. */
export type ParamsOf<E extends Endpoint> = PathParams<E['path']>;

const noInput = z.strictObject({});
/** A file answer is not JSON: the client reads it as a Blob, and nothing else is checked. */
const fileAnswer = z.custom<Blob>((value) => value instanceof Blob);

interface EndpointOptions<
  Method extends HttpMethod,
  Path extends string,
  Request extends z.ZodMiniType,
  Response extends z.ZodMiniType,
> {
  method: Method;
  path: Path;
  params?: z.ZodMiniType<PathParams<Path>, unknown>;
  requestKind?: RequestKind;
  request?: Request;
  responseKind?: ResponseKind;
  response?: Response;
  access?: Access;
  permission?: Permission | null;
  summary: string;
  fileName?: string;
  record?: RecordBinding;
}

function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/**
 * Declares an endpoint with sensible defaults: admin-only, no input, JSON answer.
 * Path parameters default to strings; pass `params` to coerce them (ids to numbers).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Request extends z.ZodMiniType = typeof noInput,
  Response extends z.ZodMiniType = z.ZodMiniUnknown,
>(
  options: EndpointOptions<Method, Path, Request, Response>,
): Endpoint<Method, Path, Request, Response> {
  const defaultParams = z.object(
    Object.fromEntries(
      pathParamNames(options.path).map((name) => [name, z.string().check(z.minLength(1))]),
    ),
  ) as unknown as z.ZodMiniType<PathParams<Path>, unknown>;
  const request = (options.request ?? noInput) as Request;
  return {
    method: options.method,
    path: options.path,
    params: options.params ?? defaultParams,
    requestKind:
      options.requestKind ??
      (options.request ? (options.method === 'GET' ? 'query' : 'json') : 'none'),
    request,
    responseKind: options.responseKind ?? 'json',
    response: (options.response ??
      (options.responseKind === 'file' ? fileAnswer : z.unknown())) as Response,
    access: options.access ?? 'admin',
    ...(options.permission === undefined ? {} : { permission: options.permission }),
    summary: options.summary,
    ...(options.fileName === undefined ? {} : { fileName: options.fileName }),
    ...(options.record === undefined ? {} : { record: options.record }),
  };
}

/**
 * A record id as it arrives in a path (`"42"`), read as a number. Anything but plain digits within
 * the id range fails, which the server answers with 404: no record has that id.
 */
export const idParam = /* @__PURE__ */ z.pipe(
  z.string().check(z.refine(isIdText)),
  z.transform(Number),
);
