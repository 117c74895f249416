import { Button } from '@packlight/ui';
import * as styles from './UndoMessage.css.ts';

export interface UndoMessageProps {
  /** What happened, as the product reference words it ('1 traveler now Suspended.'). */
  message: string;
  /** Puts things back as they were. */
  onUndo: () => void;
}

/** A toast's message with an Undo button after it. */
export function UndoMessage({ message, onUndo }: UndoMessageProps) {
  return (
    <span className={styles.message}>
      <span>{message}</span>
      <Button variant="secondary" size="sm" onPress={onUndo}>
        Undo
      </Button>
    </span>
  );
}
