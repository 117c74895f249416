import { useState } from 'react';
import { displayName } from '@packlight/api-types';
import { Button } from '@packlight/ui';
import { useAuth } from '../../lib/auth/context.ts';
import { WelcomeBanner } from './WelcomeBanner.tsx';
import * as styles from './DashboardScreen.css.ts';

/** / : the platform overview. Widgets, charts and tables join the banner in later issues. */
export function DashboardScreen() {
  const { user, logout } = useAuth();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const onLogout = () => {
    setIsLoggingOut(true);
    void logout();
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>Packlight</span>
        <span className={styles.user}>{displayName(user)}</span>
        <Button
          variant="secondary"
          size="sm"
          isPending={isLoggingOut}
          pendingLabel="Logging out"
          onPress={onLogout}
        >
          Logout
        </Button>
      </header>
      <main className={styles.main}>
        <WelcomeBanner />
      </main>
    </div>
  );
}
