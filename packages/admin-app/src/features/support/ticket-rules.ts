import { ticketStatuses, type SupportTicket, type TicketStatus } from '@packlight/api-types';

/**
 * The chat's status dropdown: every status the list shows and filters on, Resolved included
 * (the reference's dropdown offers only In Progress, Rejected and Pending: D47).
 */
export const chatStatuses = ticketStatuses;

/** The choices of the chat's dropdown: the same four whatever the ticket's status. */
export function statusChoices(): readonly TicketStatus[] {
  return chatStatuses;
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
