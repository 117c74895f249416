import { endpoints } from '@packlight/api-types';
import { forbidden } from '../http/errors.ts';
import type { Registrar } from '../http/registrar.ts';
import { mayJoinChannel, ticketOwnerFromDb, type TicketOwnerLookup } from '../realtime/channels.ts';
import type { Db } from '../db/index.ts';

export interface BroadcastingRouteOptions {
  /** Who opened a ticket; by default read from support_tickets. */
  ticketOwner?: (db: Db) => TicketOwnerLookup;
}

/**
 * POST /broadcasting/auth: signs a private channel subscription for the caller's socket, as
 * Laravel's Broadcast::routes() does. pusher-js posts a urlencoded form; JSON works too.
 * 401 without a valid token (the registrar), 403 when the user may not join the channel.
 */
export function registerBroadcastingRoutes(
  routes: Registrar,
  options: BroadcastingRouteOptions = {},
): void {
  const ticketOwner = options.ticketOwner ?? ticketOwnerFromDb;
  routes.route(endpoints.broadcasting.auth, async ({ input, auth, db, broadcaster }) => {
    const { socket_id: socketId, channel_name: channel } = input;
    if (!(await mayJoinChannel(auth.user, channel, ticketOwner(db)))) throw forbidden();
    return { auth: broadcaster.authorizeChannel(socketId, channel) };
  });
}
