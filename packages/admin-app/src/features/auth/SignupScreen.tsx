import { AuthCard } from './AuthCard.tsx';
import { SignupForm } from './SignupForm.tsx';

/** /signup: a partner applies to sell on Packlight (docs/product/part-1.md §2; decisions.md D1). */
export function SignupScreen() {
  return (
    <AuthCard title="Create your account">
      <SignupForm />
    </AuthCard>
  );
}
