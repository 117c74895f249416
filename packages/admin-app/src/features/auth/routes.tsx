import { lazy } from 'react';
import { Route } from 'react-router';
import { paths } from '../../lib/paths.ts';

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
const OAuthCallbackScreen = lazy(() =>
  import('./OAuthCallbackScreen.tsx').then((module) => ({ default: module.OAuthCallbackScreen })),
);

/** Sign-in and sign-up: only for visitors who are not signed in (the router guards them). */
export const guestRoutes = (
  <>
    <Route path={paths.login.path} element={<LoginScreen />} />
    <Route path={paths.signup.path} element={<SignupScreen />} />
  </>
);

/** The account screens anyone may open: password reset, the second factor, OAuth callbacks. */
export const accountRoutes = (
  <>
    <Route path={paths.forgotPassword.path} element={<ForgotPasswordScreen />} />
    <Route path={paths.resetPassword.path} element={<ResetPasswordScreen />} />
    <Route path={paths.twoFactor.path} element={<TwoFactorScreen />} />
    {/* One callback screen under its current address and its two older ones. */}
    <Route path={paths.oauthCallback.path} element={<OAuthCallbackScreen />} />
    <Route path={paths.authProviderCallback.path} element={<OAuthCallbackScreen />} />
    <Route path={paths.authCallback.path} element={<OAuthCallbackScreen />} />
  </>
);
