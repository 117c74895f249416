// What the app needs of an endpoint to send a call: its method and path, and the helpers that fill
// and name them. No zod here, so the app's first paint can build calls without the schemas.

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** The `{name}` placeholders of a path, as a string-valued record. */
export type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string | number }
  : Record<never, never>;

/** An endpoint as far as its address goes. */
export interface EndpointAddress<Path extends string = string> {
  readonly method: HttpMethod;
  readonly path: Path;
  /** For file answers: the name to save under, with the path's `{param}` placeholders. */
  readonly fileName?: string;
}

function fillTemplate(
  template: string,
  endpoint: EndpointAddress,
  params: Record<string, string | number | undefined>,
): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${endpoint.method} ${endpoint.path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Fills the `{param}` placeholders of an endpoint path (values URI-encoded). */
export function buildPath<Path extends string>(
  endpoint: EndpointAddress<Path>,
  params: PathParams<Path>,
): string {
  return fillTemplate(endpoint.path, endpoint, params);
}

/** The fallback download name of a file endpoint, placeholders filled; undefined for others. */
export function fileNameFor<Path extends string>(
  endpoint: EndpointAddress<Path>,
  params: PathParams<Path>,
): string | undefined {
  return endpoint.fileName === undefined
    ? undefined
    : fillTemplate(endpoint.fileName, endpoint, params);
}

/** The spec's way of naming a call: `GET /travelers/{id}`. */
export function endpointName(endpoint: EndpointAddress): string {
  return `${endpoint.method} ${endpoint.path}`;
}
