/**
 * Names shared by the broadcaster (api-server) and the listener (admin-app). Echo adds the
 * `private-` prefix itself, so these are the names as `echo.private()` takes them.
 */

/** The per-user notification channel, named by the user's type (spec 1, section 6). */
export const userChannel = (type: string, id: number | string) => `App.Models.${type}.${id}`;

/** A ticket's chat channel; private in our build (DESIGN.md, "The contract"). */
export const supportTicketChannel = (ticketId: number | string) => `support.ticket.${ticketId}`;

/** The chat event, as `.listen()` takes it; the server broadcasts it as `App\Events\...`. */
export const supportMessageSentEvent = 'SupportMessageSent';
