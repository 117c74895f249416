export { RealtimeProvider } from './RealtimeProvider.tsx';
export { useEcho } from './context.ts';
export type { EchoConnection } from './connect.ts';
