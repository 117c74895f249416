import { supportEndpoints, type SupportMessage, type TicketStatus } from '@packlight/api-types';
import { call } from '../../lib/api.ts';
import { revalidateEndpoints, useEndpoint } from '../../lib/data/index.ts';
import { useListPage, type ListState, type ListStateUpdate } from '../../lib/list/index.ts';

// The support area's one door to the server: a hook per read, a function per write. Writes
// revalidate what they change and reject on failure; the screens say what happened.

/** One page of tickets, searched, filtered and sorted by the server (newest first by default). */
export function useTicketPage(state: ListState, update: ListStateUpdate) {
  return useListPage(supportEndpoints.list, state, update);
}

/** Every cached page of the ticket list, asked again (a ticket changed or got a message). */
export const refreshTicketList = () => revalidateEndpoints(supportEndpoints.list);

/**
 * One ticket with its messages; `null` waits (no valid id in the address). Not revalidated on
 * focus: the open chat merges live messages into its own copy and asks again itself each time
 * its channel is joined, so a refetch behind its back would only redraw the same thread.
 */
export function useTicket(id: number | null) {
  return useEndpoint(supportEndpoints.detail, id === null ? null : { params: { id } }, {
    revalidateOnFocus: false,
  });
}

/** Sets a ticket's status. */
export async function setTicketStatus(
  id: number,
  status: TicketStatus,
  ifMatch?: string,
): Promise<void> {
  try {
    await call(supportEndpoints.statusUpdate, {
      params: { id },
      body: { status },
      ...(ifMatch ? { ifMatch } : {}),
    });
  } finally {
    void revalidateEndpoints(supportEndpoints.list, supportEndpoints.detail);
  }
}

/**
 * Posts a chat message. `tempId` names the optimistic copy on screen: the answer and the
 * broadcast both carry it back, so that copy is replaced rather than doubled.
 */
export async function sendTicketMessage(
  ticketId: number,
  message: string,
  tempId: string,
): Promise<SupportMessage> {
  const answer = await call(supportEndpoints.sendMessage, {
    body: { ticket_id: ticketId, message, tempId },
  });
  void refreshTicketList();
  return answer.data;
}
