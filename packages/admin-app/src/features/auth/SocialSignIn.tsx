import { lazy, Suspense, useState } from 'react';
import type { SocialProvider } from '@packlight/api-types';
import { Button } from '@packlight/ui';
import { socialSession } from './social-session.ts';
import { oauthStateFor, socialStartError } from './social-start.ts';
import * as styles from './auth-form.css.ts';

// A modal brings focus trapping and overlay code most sign-ins never use: it loads on demand,
// which keeps it out of /login's first download.
const ShopifyDomainDialog = lazy(() =>
  import('./ShopifyDomainDialog.tsx').then((module) => ({ default: module.ShopifyDomainDialog })),
);

interface ProviderButton {
  id: SocialProvider;
  name: string;
}

const shopify: ProviderButton = { id: 'shopify', name: 'Shopify' };
const providers: readonly ProviderButton[] = [
  { id: 'google', name: 'Google' },
  { id: 'apple', name: 'Apple' },
  shopify,
];

interface SocialSignInProps {
  /** The login page's Remember me, applied to the session the provider's sign-in ends in. */
  remember: boolean;
  /** Shows why a sign-in could not start, in the login page's banner. */
  onError(message: string): void;
}

/** The Google, Apple and Shopify buttons: each starts the provider's sign-in (docs/product/part-1.md §4). */
export function SocialSignIn({ remember, onError }: SocialSignInProps) {
  const [connecting, setConnecting] = useState<SocialProvider | null>(null);
  const [isAskingShop, setAskingShop] = useState(false);

  const start = async (provider: ProviderButton, shop?: string) => {
    setConnecting(provider.id);
    try {
      const { socialRedirectUrl } = await import('./api.ts');
      const { state, url } = oauthStateFor(await socialRedirectUrl(provider.id, shop));
      socialSession.start({ state, provider: provider.id, shop, remember });
      // The buttons stay disabled while the browser leaves for the provider.
      window.location.assign(url);
    } catch (error) {
      socialSession.clear();
      setConnecting(null);
      onError(socialStartError(error, provider.name));
    }
  };

  return (
    <div className={styles.social}>
      <p className={styles.divider}>or</p>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          fullWidth
          isDisabled={connecting !== null}
          onPress={() => (provider === shopify ? setAskingShop(true) : void start(provider))}
        >
          {connecting === provider.id ? 'Connecting...' : `Sign in with ${provider.name}`}
        </Button>
      ))}
      {isAskingShop && (
        <Suspense fallback={null}>
          <ShopifyDomainDialog
            onClose={() => setAskingShop(false)}
            onSubmit={(domain) => {
              setAskingShop(false);
              void start(shopify, domain);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
