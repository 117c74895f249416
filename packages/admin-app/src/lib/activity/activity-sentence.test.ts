import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@packlight/api-types';
import { activitySentence, changeText, fieldLabel } from './activity-sentence.ts';

const entry = (fields: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  action: 'suspended',
  actor_id: 2,
  actor_name: 'Camila Patel',
  subject_type: 'partner',
  subject_id: 3,
  subject_label: 'Urban Threads',
  changes: null,
  ip: '127.0.0.1',
  created_at: '2026-11-27T10:00:00.000Z',
  ...fields,
});

describe('activitySentence', () => {
  it('names the record "this" on its own page and by name elsewhere', () => {
    expect(activitySentence(entry({}), 'this')).toBe('Camila Patel suspended this partner');
    expect(activitySentence(entry({}))).toBe('Camila Patel suspended partner Urban Threads');
  });

  it('says what an edit changed and how a status moved', () => {
    expect(
      activitySentence(
        entry({ action: 'updated', changes: { businessName: { before: 'A', after: 'B' } } }),
        'this',
      ),
    ).toBe('Camila Patel edited this partner (business name)');
    expect(
      activitySentence(
        entry({
          action: 'status_changed',
          subject_type: 'ticket',
          subject_label: 'TCK-00001 Lost parcel',
          changes: { status: { before: 'Open', after: 'Closed' } },
        }),
      ),
    ).toBe('Camila Patel changed the status of ticket TCK-00001 Lost parcel from Open to Closed');
  });

  it('reads team changes and sign-ins, and an unknown action as a change', () => {
    expect(
      activitySentence(
        entry({ action: 'invited', subject_type: 'invitation', subject_label: 'Cleo <c@x.test>' }),
      ),
    ).toBe('Camila Patel invited Cleo <c@x.test>');
    expect(activitySentence(entry({ action: 'signed_in', subject_type: null }))).toBe(
      'Camila Patel signed in',
    );
    expect(activitySentence(entry({ action: 'teleported', actor_name: null }))).toBe(
      'Packlight changed partner Urban Threads',
    );
  });

  it('reads a role change with both roles, and a custom role by name', () => {
    const admin = { subject_type: 'admin', subject_label: 'Leo Adams' } as const;
    expect(
      activitySentence(
        entry({
          ...admin,
          action: 'role_changed',
          changes: { role: { before: 'Support', after: 'Finance' } },
        }),
      ),
    ).toBe('Camila Patel changed the role of Leo Adams from Support to Finance');
    expect(
      activitySentence(
        entry({ action: 'created', subject_type: 'role', subject_label: 'Night shift' }),
      ),
    ).toBe('Camila Patel added role Night shift');
  });
});

describe('field and change text', () => {
  it('reads fields as words and secrets as changed', () => {
    expect(fieldLabel('tax_id')).toBe('tax id');
    expect(fieldLabel('profilePhoto')).toBe('profile photo');
    expect(changeText({})).toBe('changed');
    expect(changeText({ before: null, after: 'Rita' })).toBe('empty → Rita');
  });
});
