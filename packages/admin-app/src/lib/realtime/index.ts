export { RealtimeProvider } from './RealtimeProvider.tsx';
export { useEcho } from './context.ts';
export { useRealtimeConnected } from './use-realtime-connected.ts';
export type { EchoConnection } from './connect.ts';
