import { AuthCard } from './AuthCard.tsx';
import { LoginForm } from './LoginForm.tsx';

/** /login: the partner-facing sign-in page (docs/product/part-1.md §2). */
export function LoginScreen() {
  return (
    <AuthCard title="Grow with every traveler" tabTitle="Sign in">
      <LoginForm />
    </AuthCard>
  );
}
