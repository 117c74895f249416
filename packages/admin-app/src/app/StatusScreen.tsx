import type { ReactNode } from 'react';
import * as styles from './StatusScreen.css.ts';

interface StatusScreenProps {
  title: string;
  /** `status` for waiting, `alert` for failures, so assistive tech announces the change. */
  role?: 'status' | 'alert';
  children: ReactNode;
  /** Shown inside the signed-in shell (under its header) rather than as the whole page. */
  inShell?: boolean;
}

/** A whole page that only says where things stand: checking the session, or a failure. */
export function StatusScreen({ title, role, children, inShell = false }: StatusScreenProps) {
  const message = (
    <div role={role} className={styles.message}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
  // The shell already holds the page's one main landmark.
  if (inShell) return <div className={`${styles.screen} ${styles.inShell}`}>{message}</div>;
  return <main className={styles.screen}>{message}</main>;
}
