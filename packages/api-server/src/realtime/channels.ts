import { eq } from 'drizzle-orm';
import { recordTypes, supportTicketChannel, userChannel } from '@packlight/api-types';
import { adminChannelName } from './record-events.ts';
import type { Db } from '../db/index.ts';
import { supportTickets } from '../db/schema/index.ts';

/** Who asks to join: the signed-in user's id and type (users.type). */
export interface ChannelUser {
  id: number;
  type: string;
}

/** The id of the user who opened a ticket; null when there is no such ticket. */
export type TicketOwnerLookup = (ticketId: number) => Promise<number | null>;

/** The full (subscribed) name of a user's notification channel: private-App.Models.admin.1. */
export const userChannelName = (user: ChannelUser) => `private-${userChannel(user.type, user.id)}`;

/** The full (subscribed) name of a ticket's chat channel: private-support.ticket.42. */
export const supportTicketChannelName = (ticketId: number | string) =>
  `private-${supportTicketChannel(ticketId)}`;

const ticketChannelPattern = /^private-support\.ticket\.([1-9]\d{0,9})$/;

/** A record's presence channel (D57): presence-record.partner.12, for any record type. */
export const recordPresencePattern = new RegExp(
  `^presence-record\\.(${recordTypes.join('|')})\\.[1-9]\\d{0,9}$`,
);

/**
 * Whether a user may join a private channel (Laravel's routes/channels.php):
 * - `private-App.Models.{type}.{id}`: only that user;
 * - `private-support.ticket.{id}`: administrators, and the user who opened the ticket;
 * - `private-admin` and `presence-record.{type}.{id}`: administrators (D56, D57);
 * - anything else: nobody.
 */
export async function mayJoinChannel(
  user: ChannelUser,
  channel: string,
  ticketOwner: TicketOwnerLookup,
): Promise<boolean> {
  if (channel === userChannelName(user)) return true;
  if (channel === adminChannelName || recordPresencePattern.test(channel)) {
    return user.type === 'admin';
  }
  const ticket = ticketChannelPattern.exec(channel);
  if (ticket) {
    if (user.type === 'admin') return true;
    const ticketId = Number(ticket[1]);
    if (!Number.isSafeInteger(ticketId) || ticketId > 2 ** 31 - 1) return false;
    return (await ticketOwner(ticketId)) === user.id;
  }
  return false;
}

/** The ticket lookup on the support_tickets table. */
export function ticketOwnerFromDb(db: Db): TicketOwnerLookup {
  return async (ticketId) => {
    const [ticket] = await db
      .select({ userId: supportTickets.userId })
      .from(supportTickets)
      .where(eq(supportTickets.id, ticketId))
      .limit(1);
    return ticket?.userId ?? null;
  };
}
