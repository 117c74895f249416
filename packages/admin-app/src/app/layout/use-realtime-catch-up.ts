import { useCallback } from 'react';
import { revalidateEndpoints } from '../../lib/data/index.ts';
import { useRealtimeConnected } from '../../lib/realtime/index.ts';

/**
 * Each time the socket connects, the reads that live events keep current are asked again: the
 * header's notifications and an open ticket list. A notification broadcast before the socket was
 * up (it opens after the first paint) or while it was down was never delivered, and would
 * otherwise stay missing until the next focus. An open chat catches up on its own, when it joins
 * its channel (features/support/use-ticket-channel.ts). Only reads already cached are refetched.
 */
export function useRealtimeCatchUp() {
  const catchUp = useCallback(() => {
    void import('./catch-up-reads.ts').then(({ catchUpReads }) =>
      revalidateEndpoints(...catchUpReads),
    );
  }, []);
  useRealtimeConnected(catchUp);
}
