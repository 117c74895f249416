import { RouterLink } from '../lib/RouterLink.tsx';
import { paths } from '../lib/paths.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { StatusScreen } from './StatusScreen.tsx';

/** Any address inside the app that matches no route. */
export function NotFound() {
  usePageTitle('Page not found');
  return (
    <StatusScreen title="Page not found" inShell>
      <p>There is no page at this address.</p>
      <RouterLink to={paths.dashboard.href()}>Go to the dashboard</RouterLink>
    </StatusScreen>
  );
}
