import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { actionAnswerOf, dataOf } from '../schemas/common.ts';
import { listAnswerOf, listQuerySchema } from '../schemas/list.ts';
import {
  supportMessagePayloadSchema,
  supportMessageSchema,
  supportTicketSchema,
  ticketStatusPayloadSchema,
} from '../schemas/support.ts';
import { byId } from './params.ts';

/** Support tickets and their chat. New messages are also broadcast (see `supportTicketChannel`). */
export const supportEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/support-tickets',
    permission: 'support:read',
    request: listQuerySchema,
    response: z.extend(listAnswerOf(supportTicketSchema), { success: z.boolean() }),
    summary: 'All support tickets (answer carries `success` beside `data`).',
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/support-tickets/{id}/messages',
    permission: 'support:read',
    params: byId,
    response: dataOf(supportTicketSchema),
    summary: 'A ticket with its messages.',
    record: { type: 'ticket', role: 'read', idFrom: 'params', idKey: 'id' },
  }),
  statusUpdate: defineEndpoint({
    method: 'POST',
    path: '/support-tickets/{id}/status',
    permission: 'support:status',
    params: byId,
    request: ticketStatusPayloadSchema,
    response: actionAnswerOf(supportTicketSchema),
    summary: "Change a ticket's status.",
    record: { type: 'ticket', role: 'change', idFrom: 'params', idKey: 'id' },
  }),
  sendMessage: defineEndpoint({
    method: 'POST',
    path: '/support-tickets/messages',
    permission: 'support:reply',
    request: supportMessagePayloadSchema,
    response: dataOf(supportMessageSchema),
    summary: 'Post a chat message to a ticket; it is broadcast to the ticket channel too.',
  }),
};
