import { Navigate } from 'react-router';
import { useAuth } from '../../lib/auth/context.ts';
import { paths } from '../../lib/paths.ts';
import * as styles from './LoginScreen.css.ts';

/**
 * /two-factor. For now it only holds the pending sign-in; the code form (method choice, 'Verify
 * Code') comes with the two-factor issue.
 */
export function TwoFactorScreen() {
  const { status, pending } = useAuth();
  if (status === 'signed-in') return <Navigate to={paths.dashboard.href()} replace />;
  // Without a pending sign-in there is nothing to verify (spec 1, section 2).
  if (!pending) return <Navigate to={paths.login.href()} replace />;
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <h1 className={styles.headline}>Two-factor verification</h1>
      </div>
    </main>
  );
}
