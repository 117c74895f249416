import { z } from 'zod';
import { fileUrlSchema, idSchema, timestampSchema } from './common.ts';
import { enumField, idField, requiredString } from './fields.ts';
import { messageStatuses, ticketStatuses } from './options.ts';
import { caseInsensitiveEnum } from './values.ts';

/** One chat message of a ticket. `tempId` echoes the sender's optimistic copy so it can be replaced. */
export const supportMessageSchema = z.object({
  id: idSchema,
  ticket_id: idSchema.nullish(),
  message: z.string(),
  sender_id: idSchema.nullish(),
  sender_type: z.string().nullish(),
  created_at: timestampSchema,
  status: caseInsensitiveEnum(messageStatuses).nullish(),
  tempId: z.string().nullish(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** Who opened a ticket: a traveler, a partner or another user type. */
export const ticketSenderSchema = z.object({
  id: idSchema.nullish(),
  type: z.string().nullish(),
  name: z.string().nullish(),
  email: z.string().nullish(),
  profile_photo: fileUrlSchema.nullish(),
});

/** A support ticket; `messages` comes with GET /support-tickets/{id}/messages. */
export const supportTicketSchema = z.object({
  id: idSchema,
  ticket_id: z.union([z.string(), z.number()]).nullish(),
  sender: ticketSenderSchema.nullish(),
  subject: z.string().nullish(),
  message: z.string().nullish(),
  created_at: timestampSchema.nullish(),
  status: caseInsensitiveEnum(ticketStatuses),
  order_id: idSchema.nullish(),
  messages: z.array(supportMessageSchema).nullish(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

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
  tempId: z.string().max(100).optional(),
});
export type SupportMessagePayload = z.input<typeof supportMessagePayloadSchema>;

/**
 * The `SupportMessageSent` broadcast on `support.ticket.{id}`. Laravel broadcasts the event's
 * public properties, so the message may come bare or as `{message}`; both read as the message.
 */
export const supportMessageSentSchema = z
  .union([z.object({ message: supportMessageSchema }), supportMessageSchema])
  .transform((event): SupportMessage => ('id' in event ? event : event.message));
