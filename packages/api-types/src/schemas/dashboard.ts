import * as z from 'zod/mini';
import { idSchema, timestampSchema } from './common.ts';

/** A stat widget of the dashboard: a label and its figure (a count, or preformatted text). */
export const dashboardWidgetSchema = z.object({
  label: z.string(),
  value: z.union([z.number(), z.string()]),
});
export type DashboardWidget = z.infer<typeof dashboardWidgetSchema>;

/** A card of the Alerts Panel (GET /notifications/latest). `descriptionColor` is a CSS colour. */
export const alertCardSchema = z.object({
  id: z.union([idSchema, z.string()]),
  label: z.string(),
  value: z.union([z.number(), z.string()]),
  description: z.nullish(z.string()),
  descriptionColor: z.nullish(z.string()),
  date: z.nullish(timestampSchema),
});
export type AlertCard = z.infer<typeof alertCardSchema>;
