import type { ActivityEntry } from '@packlight/api-types';
import { RelativeTime } from '@packlight/ui';
import {
  activityText,
  actorOf,
  changeText,
  fieldLabel,
  type SubjectMode,
} from './activity-sentence.ts';
import * as styles from './ActivityTimeline.css.ts';

/** Fields whose change the sentence already says. */
const saidInSentence = new Set(['status', 'rider', 'two_factor_method']);

export interface ActivityTimelineProps {
  /** The entries, newest first. */
  entries: readonly ActivityEntry[];
  /** "this partner" on the record's page, names elsewhere. */
  mode: SubjectMode;
}

/**
 * Activity entries as sentences, newest first: "Camila Patel suspended this partner · 2h ago",
 * the exact time on hover and focus, and an edit's fields with their values before and after.
 */
export function ActivityTimeline({ entries, mode }: ActivityTimelineProps) {
  return (
    <ol className={styles.list}>
      {entries.map((entry) => {
        const changes = Object.entries(entry.changes ?? {}).filter(
          ([field]) => !saidInSentence.has(field),
        );
        return (
          <li key={entry.id} className={styles.item}>
            <p className={styles.sentence}>
              <span className={styles.actor}>{actorOf(entry)}</span> {activityText(entry, mode)}
              {' · '}
              <RelativeTime date={entry.created_at} className={styles.when} />
            </p>
            {entry.action === 'updated' && changes.length > 0 && (
              <ul className={styles.changes}>
                {changes.map(([field, change]) => (
                  <li key={field}>
                    {fieldLabel(field)}: {changeText(change)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
