import { StatusScreen } from './StatusScreen.tsx';

/** Shown while a stored token is verified, so no page flashes before we know who this is. */
export function AuthCheck() {
  return (
    <StatusScreen title="Loading..." role="status">
      <p>Please wait while we verify your authentication.</p>
    </StatusScreen>
  );
}
