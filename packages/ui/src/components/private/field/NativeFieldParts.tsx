import type { ReactNode } from 'react';
import * as styles from './FieldParts.css';

/** Description and error of a native field, with the ids its input's `aria-describedby` names. */
export function NativeFieldHelp({
  description,
  descriptionId,
  error,
  errorId,
}: {
  description?: ReactNode;
  descriptionId: string;
  error?: string;
  errorId: string;
}) {
  return (
    <>
      {description != null && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </>
  );
}
