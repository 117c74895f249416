import { Card, Skeleton } from '@packlight/ui';
import * as styles from './DetailSkeleton.css.ts';

/** Label and value lines, as many as a profile's first card usually holds. */
const factRows = 6;

export interface DetailSkeletonProps {
  /** What screen readers hear while the record loads, e.g. 'Loading partner details...'. */
  label: string;
}

/**
 * A record's first card in grey while it loads: a picture beside a name and a line, then
 * label/value rows, the way every profile and detail screen opens. It takes the room the record
 * will, where a spinner would have made the page jump when it arrived.
 */
export function DetailSkeleton({ label }: DetailSkeletonProps) {
  return (
    <div aria-busy="true">
      <p role="status" className={styles.visuallyHidden}>
        {label}
      </p>
      <Card>
        <div className={styles.identity}>
          <Skeleton shape="circle" width="5rem" />
          <div className={styles.lines}>
            <Skeleton width="min(12rem, 70%)" height="1.25rem" />
            <Skeleton width="min(16rem, 90%)" />
          </div>
        </div>
        <div className={styles.facts}>
          {Array.from({ length: factRows }, (_, index) => (
            <div key={index} className={styles.fact}>
              <Skeleton width="min(6rem, 100%)" />
              <Skeleton width={`min(${10 + ((index * 3) % 7)}rem, 100%)`} />
            </div>
          ))}
        </div>
      </Card>
    </div>
  );
}
