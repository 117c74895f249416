import { z } from 'zod';
import { timestampSchema } from './common.ts';

/** What a notification shows when it carries no message (spec 1, section 3). */
export const defaultNotificationMessage = 'No message provided';

/** Laravel notification ids are UUIDs; numeric ids are read as strings so keys stay one type. */
export const notificationIdSchema = z
  .union([z.string().min(1), z.number().int()])
  .transform(String);

/** What a notification says: title, message and the screen it leads to. */
export const notificationContentSchema = z.object({
  title: z.string().nullish(),
  message: z
    .string()
    .nullish()
    .transform((message) => message?.trim() || defaultNotificationMessage),
  url: z.string().nullish(),
});
export type NotificationContent = z.infer<typeof notificationContentSchema>;

/**
 * A notification in the REST shape (GET /notifications). `read_at` null means unread. `type` is
 * the notification class. Live ones arrive flat; see `normaliseNotification`.
 */
export const notificationSchema = z.object({
  id: notificationIdSchema,
  type: z.string().nullish(),
  data: notificationContentSchema,
  read_at: timestampSchema.nullable().default(null),
  created_at: timestampSchema.nullish(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
