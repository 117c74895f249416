import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import * as styles from './AuthCard.css.ts';

interface AuthCardProps {
  /** The page's one heading. */
  title: string;
  /**
   * The browser tab's title, when the heading does not say what the page is (the login page's
   * heading is a slogan).
   * @default the title
   */
  tabTitle?: string;
  /** A line under the heading on what to do here. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The centred card every sign-in page sits in: brand, heading, then the page's form. */
export function AuthCard({ title, tabTitle, lead, children }: AuthCardProps) {
  usePageTitle(tabTitle ?? title);
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
