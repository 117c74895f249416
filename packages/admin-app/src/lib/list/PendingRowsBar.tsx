import { Button } from '@packlight/ui';
import * as styles from './ListBody.css.ts';

export interface PendingRowsBarProps {
  /** How many rows wait. */
  count: number;
  /** Shows them. */
  onShow: () => void;
}

/** "3 updated, show": rows another admin's change would move, held until asked for (D58). */
export function PendingRowsBar({ count, onShow }: PendingRowsBarProps) {
  return (
    <div className={styles.pending}>
      <Button variant="secondary" size="sm" onPress={onShow}>
        {`${count} updated, show`}
      </Button>
    </div>
  );
}
