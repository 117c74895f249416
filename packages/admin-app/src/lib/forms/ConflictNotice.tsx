import { Button, Notice } from '@packlight/ui';
import type { FieldChange } from './conflict.ts';

export interface ConflictNoticeProps {
  /** What the other admin changed meanwhile. */
  changes: readonly FieldChange[];
  /** Drops what this admin typed and shows the record as it is now. */
  onDiscard: () => void;
}

/**
 * A form's answer to 412 (D59): what changed meanwhile and its new values; what the admin typed
 * stays in the form, to review and save again, or to discard.
 */
export function ConflictNotice({ changes, onDiscard }: ConflictNoticeProps) {
  return (
    <Notice
      tone="warning"
      title="Someone else changed this record while you were editing it."
      action={
        <Button variant="secondary" size="sm" onPress={onDiscard}>
          Discard my changes
        </Button>
      }
    >
      {changes.length > 0 ? (
        <ul data-testid="conflict-changes">
          {changes.map((change) => (
            <li key={change.field}>
              {change.value === null
                ? `${change.label} changed.`
                : `${change.label} is now “${change.value}”.`}
            </li>
          ))}
        </ul>
      ) : (
        <p>No field you see here changed.</p>
      )}
      <p>Your changes are still in the form: review them and save again, or discard them.</p>
    </Notice>
  );
}
