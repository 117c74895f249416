import * as z from 'zod/mini';
import { requiredString } from './fields.ts';
import { laravelMessages } from './messages.ts';

/**
 * POST /broadcasting/auth, as pusher-js sends it (form-encoded; JSON from custom authorisers).
 * pusher-js checks the socket id looks like `123.456` before it ever asks.
 */
export const broadcastingAuthPayloadSchema = z.object({
  socket_id: /* @__PURE__ */ requiredString('socket_id', { max: 100 }).check(
    z.regex(/^\d+\.\d+$/, /* @__PURE__ */ laravelMessages.format('socket_id')),
  ),
  channel_name: requiredString('channel_name', { max: 200 }),
});
export type BroadcastingAuthPayload = z.input<typeof broadcastingAuthPayloadSchema>;

/**
 * The channel signature `KEY:HEX`; bare, not under `data`, because pusher-js reads it so. A
 * presence channel's answer also carries the member as signed: `{"user_id":1,"user_info":{...}}`.
 */
export const broadcastingAuthAnswerSchema = z.object({
  auth: /* @__PURE__ */ z.string().check(z.regex(/^[^:]+:[0-9a-f]+$/)),
  channel_data: z.optional(z.string()),
});
