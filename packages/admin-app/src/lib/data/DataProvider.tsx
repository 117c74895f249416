import { useEffect, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { clearEndpointCache } from './revalidate.ts';
import { swrConfig } from './swr-config.ts';

/**
 * SWR's settings for the signed-in app. It wraps the signed-in layout only, so the sign-in pages
 * never load SWR, and it forgets every answer when that layout goes (sign-out, 401): the next
 * user must not see the last one's data.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  useEffect(() => () => void clearEndpointCache(), []);
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
