import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusScreen } from './StatusScreen.tsx';

/** Last line of defence: a screen that failed to load or render says so instead of going blank. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'The page could not be shown. Reloading usually helps.';
  return (
    <StatusScreen title="Something went wrong" role="alert">
      <p>{detail}</p>
      <a href={window.location.href}>Reload the page</a>
    </StatusScreen>
  );
}
