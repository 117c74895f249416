import type { SupportTicket, TicketStatus } from '@packlight/api-types';

/** The chat's status dropdown, in the order the reference gives (docs/product/part-2.md §4). */
export const chatStatuses = ['In Progress', 'Rejected', 'Pending'] as const;

/**
 * The choices of the chat's dropdown: its three, plus the ticket's own status when that is none
 * of them (a Resolved ticket shows Resolved, not a blank button).
 */
export function statusChoices(current: TicketStatus): readonly TicketStatus[] {
  return (chatStatuses as readonly TicketStatus[]).includes(current)
    ? chatStatuses
    : [current, ...chatStatuses];
}

/**
 * Whether the reader may change the status and write: not when the ticket is linked to an order
 * and the reader's type is 'User' (docs/product/part-2.md §4 and §6).
 */
export function canReply(ticket: Pick<SupportTicket, 'order_id'>, readerType: string | undefined) {
  return !(ticket.order_id != null && readerType === 'User');
}

/** The ticket's display id: its code, else '#id'. */
export const ticketLabel = (ticket: Pick<SupportTicket, 'id' | 'ticket_id'>) =>
  ticket.ticket_id != null && ticket.ticket_id !== '' ? String(ticket.ticket_id) : `#${ticket.id}`;
