import type { RecordType } from '@packlight/api-types';
import { Inline, RelativeTime } from '@packlight/ui';
import { useRecordChange } from './record-changes.ts';
import { useRecordViewers } from './use-record-presence.ts';
import * as styles from './RecordLiveNote.css.ts';

export interface RecordLiveNoteProps {
  /** The record's type, as the live events name it. */
  type: RecordType;
  /** The record's id; null shows nothing (no record yet). */
  id: number | null;
}

/** "Leo Adams and Ana Ruiz are viewing this". */
export function viewersText(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  const [first, ...rest] = names;
  if (rest.length === 0) return `${first} is viewing this`;
  const last = rest.pop();
  return `${[first, ...rest].join(', ')} and ${last} are viewing this`;
}

/**
 * A record page's live line (D56, D57): who else has it open, and who changed it last while it
 * was open here. Polite live region, so a screen reader hears it without losing its place.
 */
export function RecordLiveNote({ type, id }: RecordLiveNoteProps) {
  const change = useRecordChange(type, id);
  const viewing = viewersText(useRecordViewers(type, id));
  if (!change && !viewing) return <div role="status" aria-live="polite" />;
  return (
    <div role="status" aria-live="polite" className={styles.note}>
      <Inline gap="md">
        {viewing && <span data-testid="record-viewers">{viewing}</span>}
        {change && (
          <span data-testid="record-changed-by">
            {change.action === 'deleted' ? 'Deleted' : 'Changed'} by {change.actor.name}{' '}
            <RelativeTime date={change.at} />
          </span>
        )}
      </Inline>
    </div>
  );
}
