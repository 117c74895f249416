import { useEffect, type ReactNode } from 'react';
import { normaliseUserResponse, type User } from '@packlight/api-types';
import { Button, EmptyState, LoadingState } from '@packlight/ui';
import { useAuth } from '../../lib/auth/context.ts';
import { useSessionUser } from './api.ts';

/**
 * The signed-in user for the settings forms. The session normally holds it; if the server failed
 * when the app started, it is asked for here, with a retry when that fails too.
 */
export function UserGate({ children }: { children: (user: User) => ReactNode }) {
  const { user, updateUser } = useAuth();
  const { data, error, mutate } = useSessionUser(user === null);

  useEffect(() => {
    if (data && user === null) updateUser(normaliseUserResponse(data));
  }, [data, user, updateUser]);

  if (user) return <>{children(user)}</>;
  if (error) {
    return (
      <EmptyState
        tone="danger"
        headingLevel={2}
        title="Error loading your settings."
        hint={error.message}
        isLive
        action={
          <Button variant="secondary" size="sm" onPress={() => void mutate()}>
            Try again
          </Button>
        }
      />
    );
  }
  return <LoadingState label="Loading your settings..." />;
}
