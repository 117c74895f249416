import { StatusScreen } from './StatusScreen.tsx';

/** Shown when a screen failed to load (a new deployment, a dropped connection) or to render. */
export function RouteError() {
  return (
    <StatusScreen title="Something went wrong" role="alert">
      <p>The page could not be shown. Reloading usually helps.</p>
      <a href={window.location.href}>Reload the page</a>
    </StatusScreen>
  );
}
