import type { ReactNode } from 'react';
import * as styles from './AuthCard.css.ts';

interface AuthCardProps {
  /** The page's one heading. */
  title: string;
  /** A line under the heading on what to do here. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The centred card every sign-in page sits in: brand, heading, then the page's form. */
export function AuthCard({ title, lead, children }: AuthCardProps) {
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <p className={styles.brand}>Packlight</p>
        <h1 className={styles.headline}>{title}</h1>
        {lead != null && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </main>
  );
}
