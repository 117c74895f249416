import * as z from 'zod/mini';
import { idSchema, timestampSchema } from './common.ts';
import { laravelMessages } from './messages.ts';
import { pageMetaSchema, queryWholeNumber } from './list.ts';

/**
 * The kinds of record an activity entry can be about; `admin`, `invitation` and `role` are team
 * changes.
 */
export const activitySubjectTypes = [
  'partner',
  'rider',
  'traveler',
  'product',
  'order',
  'refund',
  'ticket',
  'admin',
  'invitation',
  'role',
] as const;
export type ActivitySubjectType = (typeof activitySubjectTypes)[number];

/**
 * What an entry says happened, as a past-tense verb the app turns into a sentence. An unknown
 * action (from a newer server) still parses and reads as "changed".
 */
export const activityActions = [
  'created',
  'updated',
  'deleted',
  'approved',
  'rejected',
  'suspended',
  'activated',
  'status_changed',
  'assigned',
  'information_requested',
  'signed_in',
  'signed_out',
  'sessions_ended',
  'password_changed',
  'two_factor_changed',
  'invited',
  'invitation_resent',
  'invitation_revoked',
  'invitation_accepted',
  'deactivated',
  'reactivated',
  'role_changed',
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** A changed field: its value before and after. Secrets and files read as their name only. */
export const activityChangeSchema = z.object({
  before: z.nullish(z.unknown()),
  after: z.nullish(z.unknown()),
});
export type ActivityChange = z.infer<typeof activityChangeSchema>;

/**
 * One entry of the append-only activity trail (decisions.md D50): who did what to which record,
 * when and from where. Actor and subject names are kept as they read at the time, so an entry
 * outlives both the record and the actor.
 */
export const activityEntrySchema = z.object({
  id: idSchema,
  action: z.string(),
  actor_id: z.nullable(idSchema),
  actor_name: z.nullable(z.string()),
  subject_type: z.nullable(z.string()),
  subject_id: z.nullable(idSchema),
  subject_label: z.nullable(z.string()),
  changes: z.nullable(z.record(z.string(), activityChangeSchema)),
  ip: z.nullable(z.string()),
  created_at: timestampSchema,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

const isDateOrTime = (value: string) =>
  /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) &&
  !Number.isNaN(Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value));

/* @__NO_SIDE_EFFECTS__ */
const queryDate = (field: string) =>
  z.optional(
    z
      .string({ error: laravelMessages.date(field) })
      .check(z.trim(), z.refine(isDateOrTime, laravelMessages.date(field))),
  );

/* @__NO_SIDE_EFFECTS__ */
const queryText = (field: string, max: number) =>
  z.optional(
    z
      .string({ error: laravelMessages.string(field) })
      .check(z.trim(), z.maxLength(max, laravelMessages.maxString(field, max))),
  );

/**
 * GET /activity filters, all optional and combinable; always paged, newest first. `from` and `to`
 * take a date (a whole UTC day, both ends included) or a date-time.
 */
export const activityQuerySchema = z.object({
  subject_type: queryText('subject type', 30),
  subject_id: z.optional(
    queryWholeNumber('subject id').check(z.gte(1, laravelMessages.minNumber('subject id', 1))),
  ),
  actor_id: z.optional(
    queryWholeNumber('actor id').check(z.gte(1, laravelMessages.minNumber('actor id', 1))),
  ),
  action: queryText('action', 40),
  from: queryDate('from'),
  to: queryDate('to'),
  page: z.optional(queryWholeNumber('page').check(z.gte(1, laravelMessages.minNumber('page', 1)))),
  per_page: z.optional(
    queryWholeNumber('per page').check(
      z.gte(1, laravelMessages.between('per page', 1, 100)),
      z.lte(100, laravelMessages.between('per page', 1, 100)),
    ),
  ),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** A page of the trail: always with `meta`. */
export const activityPageSchema = z.object({
  data: z.array(activityEntrySchema),
  meta: pageMetaSchema,
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** The export takes the same filters, without paging. */
export const activityExportQuerySchema = z.omit(activityQuerySchema, {
  page: true,
  per_page: true,
});
