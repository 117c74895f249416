import * as z from 'zod/mini';
import { fileUrlSchema, idSchema, recordVersionSchema, timestampSchema } from './common.ts';
import { enumField, idField, requiredString } from './fields.ts';
import { messageStatuses, ticketStatuses } from './options.ts';
import { laravelMessages } from './messages.ts';
import { caseInsensitiveEnum } from './values.ts';

/** One chat message of a ticket. `tempId` echoes the sender's optimistic copy so it can be replaced. */
export const supportMessageSchema = z.object({
  id: idSchema,
  ticket_id: z.nullish(idSchema),
  message: z.string(),
  sender_id: z.nullish(idSchema),
  sender_type: z.nullish(z.string()),
  created_at: timestampSchema,
  status: z.nullish(caseInsensitiveEnum(messageStatuses)),
  tempId: z.nullish(z.string()),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** Who opened a ticket: a traveler, a partner or another user type. */
export const ticketSenderSchema = z.object({
  id: z.nullish(idSchema),
  type: z.nullish(z.string()),
  name: z.nullish(z.string()),
  email: z.nullish(z.string()),
  profile_photo: z.nullish(fileUrlSchema),
});

/** A support ticket; `messages` comes with GET /support-tickets/{id}/messages. */
export const supportTicketSchema = z.object({
  id: idSchema,
  ticket_id: z.nullish(z.union([z.string(), z.number()])),
  sender: z.nullish(ticketSenderSchema),
  subject: z.nullish(z.string()),
  message: z.nullish(z.string()),
  created_at: z.nullish(timestampSchema),
  status: caseInsensitiveEnum(ticketStatuses),
  /** The record's version; its ETag is `etagOf(version)`, for If-Match (D55). */
  version: recordVersionSchema,
  order_id: z.nullish(idSchema),
  messages: z.nullish(z.array(supportMessageSchema)),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

/**
 * The support tickets list's `?sort=` names (`name` and `user_type` are the sender's): the server
 * sorts on each through an index, and the app keeps only these in its address.
 */
export const ticketSorts = [
  'id',
  'ticket_id',
  'created_at',
  'status',
  'subject',
  'name',
  'user_type',
] as const;
export type TicketSort = (typeof ticketSorts)[number];

/** POST /support-tickets/{id}/status. */
export const ticketStatusPayloadSchema = z.object({ status: enumField('status', ticketStatuses) });
export type TicketStatusPayload = z.input<typeof ticketStatusPayloadSchema>;

/**
 * POST /support-tickets/messages. `tempId` is the id of the sender's optimistic copy; the server
 * echoes it in the answer and the broadcast so that copy is replaced, not doubled.
 */
export const supportMessagePayloadSchema = z.object({
  ticket_id: idField('ticket_id'),
  message: requiredString('message', { max: 5000 }),
  tempId: z.optional(
    /* @__PURE__ */ z
      .string({ error: /* @__PURE__ */ laravelMessages.string('tempId') })
      .check(z.maxLength(100, /* @__PURE__ */ laravelMessages.maxString('tempId', 100))),
  ),
});
export type SupportMessagePayload = z.input<typeof supportMessagePayloadSchema>;

/**
 * The `SupportMessageSent` broadcast on `support.ticket.{id}`. Laravel broadcasts the event's
 * public properties, so the message may come bare or as `{message}`; both read as the message.
 */
export const supportMessageSentSchema = z.pipe(
  z.union([z.object({ message: supportMessageSchema }), supportMessageSchema]),
  z.transform((event: SupportMessage | { message: SupportMessage }): SupportMessage =>
    'id' in event ? event : event.message,
  ),
);
