import { LoginForm } from './LoginForm.tsx';
import * as styles from './LoginScreen.css.ts';

/** /login: the partner-facing sign-in page (spec 1, section 2). */
export function LoginScreen() {
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <p className={styles.brand}>Packlight</p>
        <h1 className={styles.headline}>Grow with every traveler</h1>
        <LoginForm />
      </div>
    </main>
  );
}
