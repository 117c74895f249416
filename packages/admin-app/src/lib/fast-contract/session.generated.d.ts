// Types of session.generated.js, which fast-contract.test.ts writes from endpoints.ts.
import type { CompiledEndpoint } from './light-endpoint.ts';

export const user: CompiledEndpoint;
