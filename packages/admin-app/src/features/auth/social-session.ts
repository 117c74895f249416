import { socialProviders, type SocialProvider } from '@packlight/api-types';

/** Where a started social sign-in is remembered until its callback (docs/product/part-1.md §3). */
export const socialSessionKeys = {
  state: 'oauth_state',
  provider: 'oauth_provider',
  shop: 'shopify_domain',
  // Not in the spec's list: carries the login page's Remember me across the provider's pages.
  remember: 'oauth_remember',
} as const;

export interface SocialSignInStart {
  state: string;
  provider: SocialProvider;
  /** The Shopify shop domain; Shopify only. */
  shop?: string;
  remember: boolean;
}

export interface StoredSocialSignIn {
  state: string | null;
  provider: SocialProvider | null;
  remember: boolean;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isProvider = (value: string | null): value is SocialProvider =>
  (socialProviders as readonly (string | null)[]).includes(value);

/** The social sign-in kept in the tab's sessionStorage: it only has to outlive one redirect. */
export function createSocialSession(getStorage: () => StorageLike) {
  const clear = () => {
    for (const key of Object.values(socialSessionKeys)) getStorage().removeItem(key);
  };
  return {
    start({ state, provider, shop, remember }: SocialSignInStart): void {
      clear();
      const storage = getStorage();
      storage.setItem(socialSessionKeys.state, state);
      storage.setItem(socialSessionKeys.provider, provider);
      if (shop) storage.setItem(socialSessionKeys.shop, shop);
      storage.setItem(socialSessionKeys.remember, String(remember));
    },

    read(): StoredSocialSignIn {
      const storage = getStorage();
      const provider = storage.getItem(socialSessionKeys.provider);
      return {
        state: storage.getItem(socialSessionKeys.state),
        provider: isProvider(provider) ? provider : null,
        // Remember me is ticked by default on the login page.
        remember: storage.getItem(socialSessionKeys.remember) !== 'false',
      };
    },

    clear,
  };
}

export const socialSession = createSocialSession(() => window.sessionStorage);
