import type { Context } from 'hono';
import { supportMessageSentEvent } from '@packlight/api-types';
import type { Broadcaster } from './broadcaster.ts';
import { supportTicketChannelName, userChannelName, type ChannelUser } from './channels.ts';

/** The event `.notification(cb)` binds in laravel-echo. */
export const notificationCreatedEvent =
  'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

/** The chat event as broadcast; `.listen('SupportMessageSent')` binds it (namespace App.Events). */
export const supportMessageSentEventName = `App\\Events\\${supportMessageSentEvent}`;

/** A stored notification, as the notifications table holds it (REST shape without read_at). */
export interface BroadcastableNotification {
  /** The notification's uuid. */
  id: string;
  /** The notification class, e.g. App\Notifications\OrderPlaced. */
  type: string;
  /** What it says: title, message, url, and any other fields. */
  data: Record<string, unknown>;
}

/** A chat message as the API answers it (supportMessageSchema of the contract). */
export interface BroadcastableSupportMessage {
  id: number;
  ticket_id?: number | null;
  message: string;
  sender_id?: number | null;
  sender_type?: string | null;
  created_at: string;
  status?: string | null;
  /** The sender's optimistic copy, which this message replaces. */
  tempId?: string | null;
}

async function publishSafely(what: string, publishing: Promise<void>): Promise<boolean> {
  try {
    await publishing;
    return true;
  } catch (error) {
    // The change is stored; listeners see it on their next fetch. A broken socket server must
    // not turn a saved change into a failed request.
    console.error(`Broadcasting ${what} failed:`, error);
    return false;
  }
}

/**
 * Sends a new notification to its user's private channel, flat as Laravel delivers it:
 * `{...data, id, type}` on private-App.Models.{type}.{id}. Resolves false (and logs) when the
 * broadcast failed; it never rejects.
 */
export function notifyUser(
  broadcaster: Broadcaster,
  user: ChannelUser,
  notification: BroadcastableNotification,
): Promise<boolean> {
  const payload = { ...notification.data, id: notification.id, type: notification.type };
  return publishSafely(
    `notification ${notification.id}`,
    broadcaster.publish([userChannelName(user)], notificationCreatedEvent, payload),
  );
}

/**
 * Sends a new chat message to its ticket's channel as App\Events\SupportMessageSent, the
 * message itself as payload. Pass the sender's socket id (`socketIdOf(c)`) so the sender, who
 * already shows the message, does not get it twice. Resolves false (and logs) on failure.
 */
export function broadcastSupportMessage(
  broadcaster: Broadcaster,
  ticketId: number,
  message: BroadcastableSupportMessage,
  exceptSocketId?: string | null,
): Promise<boolean> {
  return publishSafely(
    `support message ${message.id}`,
    broadcaster.publish(
      [supportTicketChannelName(ticketId)],
      supportMessageSentEventName,
      message,
      {
        exceptSocketId: exceptSocketId ?? null,
      },
    ),
  );
}

/** The caller's socket id from the X-Socket-ID header Echo's interceptors add; null without one. */
export function socketIdOf(c: Context): string | null {
  const header = c.req.header('X-Socket-ID')?.trim() ?? '';
  return /^\d+\.\d+$/.test(header) ? header : null;
}
