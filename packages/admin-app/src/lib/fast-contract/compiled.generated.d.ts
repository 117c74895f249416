// Types of compiled.generated.js, the module fast-contract.test.ts writes from the endpoints in endpoints.ts.
import type { HttpMethod, RequestKind, ResponseKind } from '@packlight/api-types';

interface CompiledEndpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly requestKind: RequestKind;
  readonly responseKind: ResponseKind;
  readonly fileName?: string;
  /** The entry's answer as its response schema gives it back, or a symbol: ask zod. */
  readonly fast: (answer: unknown) => unknown;
}

export const user: CompiledEndpoint;
export const travelerList: CompiledEndpoint;
export const travelerDetail: CompiledEndpoint;
export const travelerRemove: CompiledEndpoint;
export const travelerExport: CompiledEndpoint;
export const travelerBulkUpdate: CompiledEndpoint;
