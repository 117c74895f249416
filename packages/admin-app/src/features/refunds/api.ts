import { refundEndpoints, type RefundStatusAction } from '@packlight/api-types';
import { call } from '../../lib/api.ts';
import { revalidateEndpoints, useEndpoint } from '../../lib/data/index.ts';
import { useListPage, type ListState, type ListStateUpdate } from '../../lib/list/index.ts';

// The refunds area's one door to the server: a hook per read, a function per write. Writes
// revalidate what they change and reject on failure; the screens say what happened.

/** One page of refunds, searched, filtered and sorted by the server. */
export function useRefundPage(state: ListState, update: ListStateUpdate) {
  return useListPage(refundEndpoints.list, state, update);
}

/** One refund with its evidence, order and parties; `null` waits (no valid id). */
export function useRefund(id: number | null) {
  return useEndpoint(refundEndpoints.detail, id === null ? null : { params: { id } });
}

/** Approves (Processed) or rejects a refund; resolves to the server's message. */
export async function decideRefund(
  id: number,
  status: RefundStatusAction,
  ifMatch?: string,
): Promise<string> {
  try {
    const answer = await call(refundEndpoints.statusUpdate, {
      body: { id, status },
      ...(ifMatch ? { ifMatch } : {}),
    });
    return answer.message;
  } finally {
    void revalidateEndpoints(refundEndpoints.list, refundEndpoints.detail);
  }
}
