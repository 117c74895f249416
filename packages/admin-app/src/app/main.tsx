import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
// Before the router: the unsaved-changes guard must hear of Back and Forward first.
import '../lib/forms/pop-guard.ts';
import {
  readThemePreference,
  resolveTheme,
  systemDarkQuery,
} from '../lib/theme/theme-preference.ts';
import { applyTheme } from '../lib/theme/use-theme.ts';
import { loadSessionCalls } from '../lib/auth/load-calls.ts';
import { sessionStore } from '../lib/session.ts';
import { AppRoutes } from './router.tsx';
import { preloadSignedInApp } from './signed-in-app.ts';

// The theme before the first render, so nothing is drawn in the wrong one; ThemeProvider keeps
// it up to date from then on.
applyTheme(
  resolveTheme(readThemePreference(localStorage), window.matchMedia(systemDarkQuery).matches),
);

// A stored session is checked by GET /user, whose code loads on demand; the signed-in half of the
// app is most likely next. Both start now rather than after the first render.
if (sessionStore.read()) {
  void loadSessionCalls();
  void preloadSignedInApp();
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
