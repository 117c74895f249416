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

/** The admins' private channel: every record change is announced there (D56). */
export const adminChannel = 'admin';

/** A record change on the admin channel, as `.listen()` takes it (a leading dot: no namespace). */
export const recordChangedEvent = 'record.changed';

/** Who has a record open: a presence channel, as `echo.join()` takes it (D57). */
export const recordPresenceChannel = (type: string, id: number | string) => `record.${type}.${id}`;
