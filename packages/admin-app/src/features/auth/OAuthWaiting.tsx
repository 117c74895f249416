import { LoadingState } from '@packlight/ui';
import { AuthCard } from './AuthCard.tsx';

/**
 * The callback's waiting state (docs/product/part-1.md §2: a spinner, 'Completing
 * authentication...'). The route shows it while the screen's code downloads too, so a provider's
 * return never opens on a blank page.
 */
export function OAuthWaiting() {
  return (
    <AuthCard title="Signing in">
      <LoadingState label="Completing authentication..." size="lg" />
    </AuthCard>
  );
}
