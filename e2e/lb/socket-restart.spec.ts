import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import { apiToken, bearer, registerPartner, signIn } from '../tests/support.ts';

// The socket server restarted under a signed-in page (scripts/with-load-balancer.mjs: the
// api-servers publish to it through the Pusher HTTP API, as to Reverb or soketi). SIGTERM closes
// its sockets with the Pusher protocol's reconnect code; the page reconnects to the process that
// replaces it, catches up on what it missed (app/layout/use-realtime-catch-up.ts), and hears
// what follows live.

const hub = JSON.parse(process.env.LB_HUB ?? '{}') as {
  pid: number;
  entry: string;
  env: Record<string, string>;
};

/** Whether the process is still there. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('a page reconnects to a restarted socket server and misses no notification', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  expect((await request.post('/api/notifications/read-all', { headers: bearer(token) })).ok()).toBe(
    true,
  );
  const subscribed = page.waitForResponse(
    (response) => response.url().endsWith('/api/broadcasting/auth') && response.status() === 200,
    { timeout: 30_000 },
  );
  await signIn(page);
  await page.goto('/travelers');
  await subscribed;
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications', { timeout: 15_000 });

  // A second socket of the page's, watched for the code it is closed with.
  const port = Number(hub.env.PORT);
  const closeCode = page.evaluate(
    ([socketPort, key]) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${socketPort}/app/${key}?protocol=7`);
        socket.addEventListener('close', (event) => resolve(event.code));
      }),
    [port, hub.env.REALTIME_APP_KEY] as const,
  );
  await sleep(300);
  process.kill(hub.pid, 'SIGTERM');
  expect(await closeCode).toBe(4200);
  for (let waited = 0; alive(hub.pid) && waited < 100; waited++) await sleep(100);
  expect(alive(hub.pid)).toBe(false);

  // No socket server at all: the notification is stored, its broadcast goes nowhere.
  await registerPartner(request, 'During The Restart Outfitters');

  const replacement = spawn(process.execPath, [hub.entry], {
    env: { ...process.env, ...hub.env },
    stdio: 'ignore',
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/readyz`).then(
            (answer) => answer.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    // pusher-js retries on its own; once it is connected the page refetches what it missed.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 45_000 });

    // And the next one comes live, through the new process.
    await sleep(500);
    await registerPartner(request, 'After The Restart Outfitters');
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 10_000 });
  } finally {
    replacement.kill('SIGTERM');
  }
});
