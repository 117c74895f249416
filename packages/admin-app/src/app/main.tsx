import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { lightTheme } from '@packlight/ui';
import { router } from './router.tsx';

// The theme class sits on <html> so portals (dialogs, menus) rendered outside #root get it too.
document.documentElement.classList.add(lightTheme);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
