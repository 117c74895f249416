import { Link } from '@packlight/ui';
import { paths } from '../../lib/paths.ts';
import * as styles from './auth-form.css.ts';

interface BackToLoginProps {
  /**
   * Runs before the link leads to /login, e.g. dropping a sign-in held for its second factor.
   * @default undefined
   */
  onPress?: () => void;
}

/**
 * 'Back to Login' under a sign-in page's form, drawn like every screen's 'Back to ...' link (the
 * kit PageHeader's `back`: a standalone link after a left arrow), so the app has one style.
 */
export function BackToLogin({ onPress }: BackToLoginProps) {
  return (
    <p className={styles.footnote}>
      <Link
        href={paths.login.href()}
        variant="standalone"
        onPress={onPress}
        className={styles.back}
      >
        <svg
          viewBox="0 0 24 24"
          width="1em"
          height="1em"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M19 12H5M11 18l-6-6 6-6" />
        </svg>
        Back to Login
      </Link>
    </p>
  );
}
