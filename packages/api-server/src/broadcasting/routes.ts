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
 * POST /broadcasting/auth: signs a private or presence channel subscription for the caller's
 * socket, as Laravel's Broadcast::routes() does (a presence answer adds `channel_data`). pusher-js posts a urlencoded form; JSON works too.
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
    if (!channel.startsWith('presence-')) {
      return { auth: broadcaster.authorizeChannel(socketId, channel) };
    }
    // A presence member is the admin by id and name, as the others' "is viewing" line shows.
    const user = await auth.wholeUser();
    const channelData = JSON.stringify({
      user_id: user.id,
      user_info: { id: user.id, name: user.name ?? user.email },
    });
    return {
      auth: broadcaster.authorizeChannel(socketId, channel, channelData),
      channel_data: channelData,
    };
  });
}
