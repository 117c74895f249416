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

/**
 * The admins' private channel of old (D56). Record changes now go to each role's channel; an app
 * talking to a back end without roles still listens here.
 */
export const adminChannel = 'admin';

/**
 * The channel of the admins holding one role (D71): a record change is announced on the channels
 * of the roles that may read the record, so it reaches nobody else.
 */
export const adminRoleChannel = (roleId: number | string) => `admin.role.${roleId}`;

/**
 * Sent on an admin's own channel (`userChannel`) when their role changes, and on a role's channel
 * when an owner edits it: the app asks GET /user again and follows the new permissions.
 */
export const roleChangedEvent = 'role.changed';

/** A record change on the admin channel, as `.listen()` takes it (a leading dot: no namespace). */
export const recordChangedEvent = 'record.changed';

/** Who has a record open: a presence channel, as `echo.join()` takes it (D57). */
export const recordPresenceChannel = (type: string, id: number | string) => `record.${type}.${id}`;
