import { eq } from 'drizzle-orm';
import {
  recordReadPermissions,
  recordTypes,
  supportTicketChannel,
  userChannel,
  type Permission,
  type RecordType,
} from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { supportTickets } from '../db/schema/index.ts';

/**
 * Who asks to join: the signed-in user's id and type (users.type), and for an admin their role
 * and its permissions (D71); without them an admin joins only their own channel.
 */
export interface ChannelUser {
  id: number;
  type: string;
  role?: { id: number } | null;
  permissions?: ReadonlySet<Permission>;
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

const roleChannelPattern = /^private-admin\.role\.([1-9]\d{0,9})$/;

/** Whether an admin's role lets them read records of a type (and so hear of them, D71). */
const readsRecords = (user: ChannelUser, type: RecordType) =>
  user.type === 'admin' && (user.permissions?.has(recordReadPermissions[type]) ?? false);

/**
 * Whether a user may join a private channel (Laravel's routes/channels.php):
 * - `private-App.Models.{type}.{id}`: only that user;
 * - `private-support.ticket.{id}`: administrators whose role reads tickets, and the user who
 *   opened the ticket;
 * - `private-admin.role.{id}`: the administrators holding that role (D71);
 * - `presence-record.{type}.{id}`: administrators whose role reads that type of record (D57);
 * - anything else, the admins' channel of old (`private-admin`) included: nobody.
 */
export async function mayJoinChannel(
  user: ChannelUser,
  channel: string,
  ticketOwner: TicketOwnerLookup,
): Promise<boolean> {
  if (channel === userChannelName(user)) return true;
  const roleChannel = roleChannelPattern.exec(channel);
  if (roleChannel) return user.type === 'admin' && user.role?.id === Number(roleChannel[1]);
  const presence = recordPresencePattern.exec(channel);
  if (presence) return readsRecords(user, presence[1] as RecordType);
  const ticket = ticketChannelPattern.exec(channel);
  if (ticket) {
    if (user.type === 'admin') return readsRecords(user, 'ticket');
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
