import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { lightTheme } from '@packlight/ui/theme';
import { AppRoutes } from './router.tsx';

// The theme class sits on <html> so portals (dialogs, menus) rendered outside #root get it too.
document.documentElement.classList.add(lightTheme);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
