import { activityActions, activitySubjectTypes, type ActivityQuery } from '@packlight/api-types';

/** The Activity page's filters as the address keeps them (`?subject_type=partner&page=2`). */
export interface ActivityFilterState {
  subject_type: string;
  subject_id: string;
  actor_id: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

const keys = ['subject_type', 'subject_id', 'actor_id', 'action', 'from', 'to'] as const;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isId = (value: string) => /^[1-9]\d{0,8}$/.test(value);

/** Reads the filters from the address; a value the server would refuse is dropped. */
export function filtersFromAddress(params: URLSearchParams): ActivityFilterState {
  const text = (key: string) => params.get(key)?.trim() ?? '';
  const pick = <T extends string>(value: string, allowed: readonly T[]) =>
    (allowed as readonly string[]).includes(value) ? value : '';
  const page = Number(text('page'));
  return {
    subject_type: pick(text('subject_type'), activitySubjectTypes),
    subject_id: isId(text('subject_id')) ? text('subject_id') : '',
    actor_id: isId(text('actor_id')) ? text('actor_id') : '',
    action: pick(text('action'), activityActions),
    from: isDate(text('from')) ? text('from') : '',
    to: isDate(text('to')) ? text('to') : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The address for a change of filters: empty ones left out, and back to page 1 unless the page
 * itself is what changed.
 */
export function addressFor(
  state: ActivityFilterState,
  change: Partial<ActivityFilterState>,
): URLSearchParams {
  const next = { ...state, ...change, page: change.page ?? 1 };
  const params = new URLSearchParams();
  for (const key of keys) if (next[key]) params.set(key, next[key]);
  if (next.page > 1) params.set('page', String(next.page));
  return params;
}

/** The GET /activity query for the filters (the export takes the same, without the page). */
export function activityQueryOf(state: ActivityFilterState, perPage: number): ActivityQuery {
  const query: ActivityQuery = { page: state.page, per_page: perPage };
  if (state.subject_type) query.subject_type = state.subject_type;
  if (state.subject_id) query.subject_id = Number(state.subject_id);
  if (state.actor_id) query.actor_id = Number(state.actor_id);
  if (state.action) query.action = state.action;
  if (state.from) query.from = state.from;
  if (state.to) query.to = state.to;
  return query;
}

/** Whether any filter is set (the empty state then says so and offers to clear them). */
export const isFiltered = (state: ActivityFilterState) => keys.some((key) => state[key] !== '');

/** The action filter's options, as people read them. */
export const actionLabels: Record<(typeof activityActions)[number], string> = {
  created: 'Added',
  updated: 'Edited',
  deleted: 'Deleted',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
  activated: 'Activated',
  status_changed: 'Status changed',
  assigned: 'Rider assigned',
  information_requested: 'Information requested',
  signed_in: 'Signed in',
  signed_out: 'Signed out',
  sessions_ended: 'Other sessions ended',
  password_changed: 'Password changed',
  two_factor_changed: 'Two-factor changed',
  invited: 'Admin invited',
  invitation_resent: 'Invitation resent',
  invitation_revoked: 'Invitation revoked',
  invitation_accepted: 'Invitation accepted',
  deactivated: 'Admin deactivated',
  reactivated: 'Admin reactivated',
  role_changed: 'Role changed',
};

/** The record-type filter's options. */
export const subjectLabels: Record<(typeof activitySubjectTypes)[number], string> = {
  partner: 'Partners',
  rider: 'Riders',
  traveler: 'Travelers',
  product: 'Products',
  order: 'Orders',
  refund: 'Refunds',
  ticket: 'Support tickets',
  admin: 'Admins',
  invitation: 'Invitations',
  role: 'Roles',
};
