import { Button } from '@packlight/ui';
import * as styles from './LoginScreen.css.ts';

// The provider flows (redirect, callback, Shopify shop prompt) arrive with the social sign-in issue.
const providers = ['Google', 'Apple', 'Shopify'] as const;

/** The social sign-in buttons of the login page. */
export function SocialSignIn() {
  return (
    <div className={styles.social}>
      <p className={styles.divider}>or</p>
      {providers.map((provider) => (
        <Button key={provider} variant="secondary" fullWidth>
          {`Sign in with ${provider}`}
        </Button>
      ))}
    </div>
  );
}
