import { AuthCard } from './AuthCard.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import * as styles from './auth-form.css.ts';

/**
 * /terms: what the sign-up form's checkbox agrees to. Signing up files a partner application
 * (docs/product/decisions.md D1), so these are the terms of selling on Packlight.
 */
export function TermsScreen() {
  return (
    <AuthCard
      title="Terms and conditions"
      lead="What you agree to when you apply to sell on Packlight."
    >
      <ol className={styles.terms}>
        <li>
          Signing up files an application. An administrator reviews it and may ask for more
          information; you can sell only once it is approved.
        </li>
        <li>The business details, documents and products you give are true and kept up to date.</li>
        <li>
          You ship or hand over each order you accept, and answer travelers&apos; support tickets
          and refund requests about it.
        </li>
        <li>
          Packlight may suspend an account or a product that breaks these terms; a suspended
          partner&apos;s products stop selling until it is activated again.
        </li>
        <li>Keep your password to yourself; turn on two-factor verification in Settings.</li>
      </ol>
      <BackToLogin />
    </AuthCard>
  );
}
