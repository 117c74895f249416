import { Navigate } from 'react-router';
import { useAuth } from '../../lib/auth/context.ts';
import { paths } from '../../lib/paths.ts';
import { AuthCard } from './AuthCard.tsx';
import { BackToLogin } from './BackToLogin.tsx';
import { TwoFactorForm } from './TwoFactorForm.tsx';

/** /two-factor: completes a sign-in held for its second factor (docs/product/part-1.md §2 and §4). */
export function TwoFactorScreen() {
  const { status, pending, cancelTwoFactor } = useAuth();
  // A verified code signs the user in: on to the dashboard.
  if (status === 'signed-in') return <Navigate to={paths.dashboard.href()} replace />;
  // Without a pending sign-in there is nothing to verify (docs/product/part-1.md §2).
  if (!pending) return <Navigate to={paths.login.href()} replace />;
  return (
    <AuthCard title="Two-factor verification">
      <TwoFactorForm methods={pending.methods} />
      {/* The only way out of a held sign-in: every other page sends it back here. */}
      <BackToLogin onPress={cancelTwoFactor} />
    </AuthCard>
  );
}
