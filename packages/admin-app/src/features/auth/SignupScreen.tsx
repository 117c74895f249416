import { AuthCard } from './AuthCard.tsx';
import { SignupForm } from './SignupForm.tsx';

/** /signup: a partner applies to sell on Packlight (spec 1, section 2; DESIGN.md). */
export function SignupScreen() {
  return (
    <AuthCard title="Create your account">
      <SignupForm />
    </AuthCard>
  );
}
