import { Suspense } from 'react';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { OAuthWaiting } from './OAuthWaiting.tsx';

const LoginScreen = lazyScreen(() => import('./LoginScreen.tsx'), 'LoginScreen');
const SignupScreen = lazyScreen(() => import('./SignupScreen.tsx'), 'SignupScreen');
const ForgotPasswordScreen = lazyScreen(
  () => import('./ForgotPasswordScreen.tsx'),
  'ForgotPasswordScreen',
);
const ResetPasswordScreen = lazyScreen(
  () => import('./ResetPasswordScreen.tsx'),
  'ResetPasswordScreen',
);
const TwoFactorScreen = lazyScreen(() => import('./TwoFactorScreen.tsx'), 'TwoFactorScreen');
const AcceptInvitationScreen = lazyScreen(
  () => import('./AcceptInvitationScreen.tsx'),
  'AcceptInvitationScreen',
);
const TermsScreen = lazyScreen(() => import('./TermsScreen.tsx'), 'TermsScreen');
const OAuthCallbackScreen = lazyScreen(
  () => import('./OAuthCallbackScreen.tsx'),
  'OAuthCallbackScreen',
);

/**
 * A provider sends the browser back to a fresh page load: its waiting card shows from the first
 * paint, not a blank page while the screen's chunk downloads.
 */
const oauthCallback = (
  <Suspense fallback={<OAuthWaiting />}>
    <OAuthCallbackScreen />
  </Suspense>
);

/** Sign-in and sign-up: only for visitors who are not signed in (the router guards them). */
export const guestRoutes = (
  <>
    <Route path={paths.login.path} element={<LoginScreen />} />
    <Route path={paths.signup.path} element={<SignupScreen />} />
  </>
);

/**
 * The account screens anyone may open: password reset, the second factor, the sign-up terms,
 * OAuth callbacks, and an invitation's set-password page.
 */
export const accountRoutes = (
  <>
    <Route path={paths.forgotPassword.path} element={<ForgotPasswordScreen />} />
    <Route path={paths.resetPassword.path} element={<ResetPasswordScreen />} />
    <Route path={paths.twoFactor.path} element={<TwoFactorScreen />} />
    <Route path={paths.terms.path} element={<TermsScreen />} />
    <Route path={paths.acceptInvitation.path} element={<AcceptInvitationScreen />} />
    {/* One callback screen under its current address and its two older ones. */}
    <Route path={paths.oauthCallback.path} element={oauthCallback} />
    <Route path={paths.authProviderCallback.path} element={oauthCallback} />
    <Route path={paths.authCallback.path} element={oauthCallback} />
  </>
);
