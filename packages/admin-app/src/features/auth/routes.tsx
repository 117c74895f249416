import { lazy, Suspense } from 'react';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { OAuthWaiting } from './OAuthWaiting.tsx';

const LoginScreen = lazy(() =>
  import('./LoginScreen.tsx').then((module) => ({ default: module.LoginScreen })),
);
const SignupScreen = lazy(() =>
  import('./SignupScreen.tsx').then((module) => ({ default: module.SignupScreen })),
);
const ForgotPasswordScreen = lazy(() =>
  import('./ForgotPasswordScreen.tsx').then((module) => ({
    default: module.ForgotPasswordScreen,
  })),
);
const ResetPasswordScreen = lazy(() =>
  import('./ResetPasswordScreen.tsx').then((module) => ({ default: module.ResetPasswordScreen })),
);
const TwoFactorScreen = lazy(() =>
  import('./TwoFactorScreen.tsx').then((module) => ({ default: module.TwoFactorScreen })),
);
const TermsScreen = lazy(() =>
  import('./TermsScreen.tsx').then((module) => ({ default: module.TermsScreen })),
);
const OAuthCallbackScreen = lazy(() =>
  import('./OAuthCallbackScreen.tsx').then((module) => ({ default: module.OAuthCallbackScreen })),
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
 * OAuth callbacks.
 */
export const accountRoutes = (
  <>
    <Route path={paths.forgotPassword.path} element={<ForgotPasswordScreen />} />
    <Route path={paths.resetPassword.path} element={<ResetPasswordScreen />} />
    <Route path={paths.twoFactor.path} element={<TwoFactorScreen />} />
    <Route path={paths.terms.path} element={<TermsScreen />} />
    {/* One callback screen under its current address and its two older ones. */}
    <Route path={paths.oauthCallback.path} element={oauthCallback} />
    <Route path={paths.authProviderCallback.path} element={oauthCallback} />
    <Route path={paths.authCallback.path} element={oauthCallback} />
  </>
);
