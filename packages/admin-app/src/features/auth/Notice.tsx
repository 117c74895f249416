import type { ReactNode } from 'react';
import * as styles from './auth-form.css.ts';

interface NoticeProps {
  /** `error` interrupts screen readers (alert); `success` is announced politely (status). */
  tone: 'error' | 'success';
  children: ReactNode;
}

/** A message above a sign-in form: why it failed, or what it achieved. */
export function Notice({ tone, children }: NoticeProps) {
  return tone === 'error' ? (
    <div role="alert" className={styles.errorNotice}>
      {children}
    </div>
  ) : (
    <div role="status" className={styles.successNotice}>
      {children}
    </div>
  );
}
