/**
 * Names shared by the broadcaster (api-server) and the listener (admin-app). Echo adds the
 * `private-` prefix itself, so these are the names as `echo.private()` takes them.
 */

/** The per-user notification channel, named by the user's type (docs/product/part-1.md §6). */
export const userChannel = (type: string, id: number | string) => `App.Models.${type}.${id}`;

/** A ticket's chat channel; private in our build (docs/product/decisions.md D21). */
export const supportTicketChannel = (ticketId: number | string) => `support.ticket.${ticketId}`;

/** The chat event, as `.listen()` takes it; the server broadcasts it as `App\Events\...`. */
export const supportMessageSentEvent = 'SupportMessageSent';
