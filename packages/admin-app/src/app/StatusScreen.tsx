import type { ReactNode } from 'react';
import * as styles from './StatusScreen.css.ts';

interface StatusScreenProps {
  title: string;
  /** `status` for waiting, `alert` for failures, so assistive tech announces the change. */
  role?: 'status' | 'alert';
  children: ReactNode;
}

/** A whole page that only says where things stand: checking the session, or a failure. */
export function StatusScreen({ title, role, children }: StatusScreenProps) {
  return (
    <main className={styles.screen}>
      <div role={role} className={styles.message}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
