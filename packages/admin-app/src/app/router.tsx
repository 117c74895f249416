import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../lib/paths.ts';
import { AppRoot } from './AppRoot.tsx';
import { GuestOnly } from './GuestOnly.tsx';
import { RequireAuth } from './RequireAuth.tsx';

// Every screen is its own chunk, so /login never downloads the signed-in app. We use the
// router's declarative mode: the data-router half (loaders, actions) would add ~16 kB gzip to
// every page for features SWR already covers.
const LoginScreen = lazy(() =>
  import('../features/auth/LoginScreen.tsx').then((module) => ({ default: module.LoginScreen })),
);
const SignupScreen = lazy(() =>
  import('../features/auth/SignupScreen.tsx').then((module) => ({ default: module.SignupScreen })),
);
const ForgotPasswordScreen = lazy(() =>
  import('../features/auth/ForgotPasswordScreen.tsx').then((module) => ({
    default: module.ForgotPasswordScreen,
  })),
);
const ResetPasswordScreen = lazy(() =>
  import('../features/auth/ResetPasswordScreen.tsx').then((module) => ({
    default: module.ResetPasswordScreen,
  })),
);
const TwoFactorScreen = lazy(() =>
  import('../features/auth/TwoFactorScreen.tsx').then((module) => ({
    default: module.TwoFactorScreen,
  })),
);
const OAuthCallbackScreen = lazy(() =>
  import('../features/auth/OAuthCallbackScreen.tsx').then((module) => ({
    default: module.OAuthCallbackScreen,
  })),
);
const SignedInLayout = lazy(() =>
  import('../features/shell/SignedInLayout.tsx').then((module) => ({
    default: module.SignedInLayout,
  })),
);
const DashboardScreen = lazy(() =>
  import('../features/dashboard/DashboardScreen.tsx').then((module) => ({
    default: module.DashboardScreen,
  })),
);
const TravelersScreen = lazy(() =>
  import('../features/travelers/TravelersScreen.tsx').then((module) => ({
    default: module.TravelersScreen,
  })),
);
const TravelerProfileScreen = lazy(() =>
  import('../features/travelers/TravelerProfileScreen.tsx').then((module) => ({
    default: module.TravelerProfileScreen,
  })),
);
const NotFound = lazy(() =>
  import('./NotFound.tsx').then((module) => ({ default: module.NotFound })),
);

/** The route table of the app. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppRoot />}>
        <Route element={<GuestOnly />}>
          <Route path={paths.login.path} element={<LoginScreen />} />
          <Route path={paths.signup.path} element={<SignupScreen />} />
        </Route>
        <Route path={paths.forgotPassword.path} element={<ForgotPasswordScreen />} />
        <Route path={paths.resetPassword.path} element={<ResetPasswordScreen />} />
        <Route path={paths.twoFactor.path} element={<TwoFactorScreen />} />
        {[paths.oauthCallback, paths.authProviderCallback, paths.authCallback].map(({ path }) => (
          <Route key={path} path={path} element={<OAuthCallbackScreen />} />
        ))}
        <Route element={<RequireAuth />}>
          <Route element={<SignedInLayout />}>
            <Route path={paths.dashboard.path} element={<DashboardScreen />} />
            <Route path={paths.travelers.path} element={<TravelersScreen />} />
            <Route path={paths.travelerProfile.path} element={<TravelerProfileScreen />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
