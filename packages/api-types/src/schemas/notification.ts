import * as z from 'zod/mini';
import { timestampSchema } from './common.ts';

/** What a notification shows when it carries no message (docs/product/part-1.md §3). */
export const defaultNotificationMessage = 'No message provided';

/** Laravel notification ids are UUIDs; numeric ids are read as strings so keys stay one type. */
export const notificationIdSchema = z.pipe(
  z.union([
    /* @__PURE__ */ z.string().check(z.minLength(1)),
    /* @__PURE__ */ z.number().check(z.int()),
  ]),
  z.transform(String),
);

/** What a notification says: title, message and the screen it leads to. */
export const notificationContentSchema = z.object({
  title: z.nullish(z.string()),
  message: z.pipe(
    z.nullish(z.string()),
    z.transform(
      (message: string | null | undefined) => message?.trim() || defaultNotificationMessage,
    ),
  ),
  url: z.nullish(z.string()),
});
export type NotificationContent = z.infer<typeof notificationContentSchema>;

/**
 * A notification in the REST shape (GET /notifications). `read_at` null means unread. `type` is
 * the notification class. Live ones arrive flat; see `normaliseNotification`.
 */
export const notificationSchema = z.object({
  id: notificationIdSchema,
  type: z.nullish(z.string()),
  data: notificationContentSchema,
  read_at: z._default(z.nullable(timestampSchema), null),
  created_at: z.nullish(timestampSchema),
});
export type AppNotification = z.infer<typeof notificationSchema>;
