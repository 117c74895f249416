import { useState } from 'react';
import { Button, Card, Notice, RelativeTime, Stack, toast } from '@packlight/ui';
import { signOutOtherSessions, useOwnSessions } from './api.ts';
import * as styles from './SettingsScreen.css.ts';

/**
 * Where the user is signed in (decisions.md D42): each session's browser and when it was last
 * used, and a way to end every session but this one.
 */
export function SessionsCard() {
  const { data, error, mutate } = useOwnSessions();
  const [isPending, setPending] = useState(false);
  const sessions = data?.data ?? [];
  const others = sessions.filter((session) => !session.current).length;

  async function signOutOthers() {
    setPending(true);
    try {
      toast.success(await signOutOtherSessions());
      await mutate();
    } catch {
      toast.danger('Something went wrong!');
    } finally {
      setPending(false);
    }
  }

  return (
    <Card as="section" title="Signed-in sessions">
      <Stack gap="md">
        {error && <Notice tone="danger">Your sessions could not be loaded.</Notice>}
        <ul className={styles.sessionList} aria-label="Signed-in sessions">
          {sessions.map((session) => (
            <li key={session.id} className={styles.sessionItem}>
              <strong>{session.device}</strong>
              {session.current ? ' (this browser)' : ''}
              <br />
              Last active <RelativeTime date={session.last_active_at ?? session.created_at} />
            </li>
          ))}
        </ul>
        <div>
          <Button
            variant="secondary"
            isDisabled={others === 0}
            isPending={isPending}
            pendingLabel="Signing out"
            onPress={() => void signOutOthers()}
          >
            Sign out of all other sessions
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
