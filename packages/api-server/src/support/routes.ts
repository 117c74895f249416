import { endpoints } from '@packlight/api-types';
import { notFound } from '../http/errors.ts';
import { isStreamedList, withLeading } from '../http/streamed-list.ts';
import type { Registrar } from '../http/registrar.ts';
import { socketIdOf } from '../realtime/index.ts';
import { postTicketMessage } from './post-message.ts';
import { findTicket, findTicketWithMessages, updateTicketStatus } from './queries.ts';
import { listTickets } from './ticket-list.ts';

export function registerSupportRoutes(routes: Registrar): void {
  routes.route(endpoints.support.list, async ({ input, db }) => {
    const answer = await listTickets(db, input);
    return isStreamedList(answer)
      ? withLeading(answer, { success: true })
      : { success: true, ...answer };
  });

  routes.route(endpoints.support.detail, async ({ params, db }) => {
    const ticket = await findTicketWithMessages(db, Number(params.id));
    if (!ticket) throw notFound();
    return { data: ticket };
  });

  routes.route(endpoints.support.statusUpdate, async ({ params, input, db }) => {
    const id = Number(params.id);
    if (!(await updateTicketStatus(db, id, input.status))) throw notFound();
    return {
      success: true,
      message: `Ticket status updated to ${input.status}.`,
      data: await findTicket(db, id),
    };
  });

  routes.route(endpoints.support.sendMessage, async ({ input, auth, db, broadcaster, c }) => {
    const message = await postTicketMessage(db, broadcaster, {
      ticketId: input.ticket_id,
      sender: { id: auth.user.id, type: auth.user.type },
      message: input.message,
      tempId: input.tempId,
      exceptSocketId: socketIdOf(c),
    });
    return { data: message };
  });
}
