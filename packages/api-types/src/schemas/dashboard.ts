import * as z from 'zod/mini';
import { idSchema, timestampSchema } from './common.ts';
import { enumField } from './fields.ts';

/** The dashboard's periods: the last 7, 30 or 90 days, or 12 months (the default). */
export const dashboardRanges = ['7d', '30d', '90d', '12m'] as const;
export type DashboardRange = (typeof dashboardRanges)[number];

/**
 * GET /dashboard/states?range=: Revenue counts the sales of the period; the other figures are
 * how things stand now. Without `range`, Revenue is every sale (the spec's figure).
 */
export const dashboardStatesQuerySchema = z.object({
  range: z.optional(enumField('range', dashboardRanges)),
});

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
