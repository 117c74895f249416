import { socialEndpoints, type SocialProvider } from '@packlight/api-types';
import { call } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';

// Its own module so the login page loads the api client and the contract's schemas only when a
// provider button is pressed (see SocialSignIn).

/** The provider's sign-in address, from GET /social/{provider}/redirect (spec 1, section 4). */
export async function socialRedirectUrl(provider: SocialProvider, shop?: string): Promise<string> {
  const { data } = await call(socialEndpoints.redirect, {
    params: { provider },
    query: { redirect_uri: window.location.origin + paths.oauthCallback.href(provider), shop },
  });
  return data.redirect_url;
}
