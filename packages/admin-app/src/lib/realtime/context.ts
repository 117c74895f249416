import { createContext, useContext } from 'react';
import type { EchoConnection } from './connect.ts';

/** The signed-in user's socket connection; null until it is up, or when the page has none. */
export const RealtimeContext = createContext<EchoConnection | null>(null);

export function useEcho(): EchoConnection | null {
  return useContext(RealtimeContext);
}
