// Types of travelers.generated.js, which fast-contract.test.ts writes from endpoints.ts.
import type { CompiledEndpoint } from './light-endpoint.ts';

export const list: CompiledEndpoint;
export const detail: CompiledEndpoint;
export const remove: CompiledEndpoint;
declare const exportEndpoint: CompiledEndpoint;
export { exportEndpoint as export };
export const bulkUpdate: CompiledEndpoint;
