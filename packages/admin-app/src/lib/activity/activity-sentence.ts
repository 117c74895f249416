import type { ActivityChange, ActivityEntry } from '@packlight/api-types';

/** How an entry names its record: "this partner" on the record's own page, by name elsewhere. */
export type SubjectMode = 'this' | 'named';

const nouns: Record<string, string> = {
  partner: 'partner',
  rider: 'rider',
  traveler: 'traveler',
  product: 'product',
  order: 'order',
  refund: 'refund',
  ticket: 'ticket',
  admin: 'admin',
  invitation: 'invitation',
  role: 'role',
};

const twoFactorNames: Record<string, string> = {
  totp: 'the authenticator app',
  email: 'email codes',
  none: 'off',
};

/** A field name as people read it: `businessName` and `business_name` read "business name". */
export function fieldLabel(field: string): string {
  return field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

/** A changed value in a sentence; a secret or file (no values kept) reads as "changed". */
export function changeText(change: ActivityChange): string {
  const show = (value: unknown) =>
    value === null || value === undefined || value === ''
      ? 'empty'
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  if (!('before' in change) && !('after' in change)) return 'changed';
  return `${show(change.before)} → ${show(change.after)}`;
}

function subjectPhrase(entry: ActivityEntry, mode: SubjectMode): string {
  const noun = nouns[entry.subject_type ?? ''] ?? 'record';
  if (mode === 'this') return `this ${noun}`;
  if (entry.subject_type === 'admin' || entry.subject_type === 'invitation') {
    return entry.subject_label ?? `an ${noun}`;
  }
  return entry.subject_label ? `${noun} ${entry.subject_label}` : `a ${noun}`;
}

const statusOf = (entry: ActivityEntry) => entry.changes?.['status'];

/**
 * What an entry says, after the actor's name: "suspended this partner", "changed the status of
 * ticket TCK-00003 from Open to Closed". An action this app does not know reads "changed ...".
 */
export function activityText(entry: ActivityEntry, mode: SubjectMode = 'named'): string {
  const subject = subjectPhrase(entry, mode);
  const status = statusOf(entry);
  const fields = Object.keys(entry.changes ?? {}).map(fieldLabel);
  switch (entry.action) {
    case 'created':
      return `added ${subject}`;
    case 'updated':
      return fields.length > 0 ? `edited ${subject} (${fields.join(', ')})` : `edited ${subject}`;
    case 'deleted':
      return `deleted ${subject}`;
    case 'approved':
    case 'rejected':
    case 'suspended':
    case 'activated':
    case 'deactivated':
    case 'reactivated':
      return `${entry.action} ${subject}`;
    case 'status_changed':
      return status
        ? `changed the status of ${subject} from ${String(status.before)} to ${String(status.after)}`
        : `changed the status of ${subject}`;
    case 'assigned': {
      const rider = entry.changes?.['rider']?.after;
      return typeof rider === 'string' ? `assigned ${rider} to ${subject}` : `assigned ${subject}`;
    }
    case 'information_requested':
      return `requested information from ${subject}`;
    case 'signed_in':
      return 'signed in';
    case 'signed_out':
      return 'signed out';
    case 'sessions_ended':
      return 'signed out of their other sessions';
    case 'password_changed':
      return 'changed their password';
    case 'two_factor_changed': {
      const method = entry.changes?.['two_factor_method']?.after;
      return typeof method === 'string'
        ? `turned two-factor sign-in to ${twoFactorNames[method] ?? method}`
        : 'set up a new authenticator';
    }
    case 'invited':
      return `invited ${subject}`;
    case 'invitation_resent':
      return `sent the invitation to ${subject} again`;
    case 'invitation_revoked':
      return `revoked the invitation to ${subject}`;
    case 'invitation_accepted':
      return 'accepted the invitation and joined the team';
    case 'role_changed': {
      const role = entry.changes?.['role'];
      return role
        ? `changed the role of ${subject} from ${String(role.before)} to ${String(role.after)}`
        : `changed the role of ${subject}`;
    }
    default:
      return `changed ${subject}`;
  }
}

/** The actor's name, or who it was when none is known (a system change). */
export const actorOf = (entry: ActivityEntry) => entry.actor_name ?? 'Packlight';

/** The whole sentence, as CSV exports and screen readers read it. */
export function activitySentence(entry: ActivityEntry, mode: SubjectMode = 'named'): string {
  return `${actorOf(entry)} ${activityText(entry, mode)}`;
}
