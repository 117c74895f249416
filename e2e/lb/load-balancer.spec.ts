import { readFile } from 'node:fs/promises';
import { expect, test } from '../tests/test.ts';
import { pngFile } from '../tests/partners-riders-support.ts';
import { apiToken, bearer, openChat, signIn } from '../tests/support.ts';

// Everything here goes through nginx (LB_URL) to one of two api-server processes on one
// PostgreSQL, with realtime through the Pusher HTTP API (scripts/with-load-balancer.mjs).

const serverPids = JSON.parse(process.env.LB_SERVER_PIDS ?? '[]') as number[];

test('an administrator signs in and pages through a list', async ({ page }) => {
  await signIn(page);
  await page.goto('/travelers');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows.nth(1)).toBeVisible();
});

test('an upload stored through one process is served by both', async ({ request }) => {
  const token = await apiToken(request);
  const me = await request.get('/api/user', { headers: bearer(token) });
  const user = ((await me.json()) as { data: { id: number; email: string } }).data;
  const answer = await request.post('/api/profile/update', {
    headers: bearer(token),
    multipart: {
      user_id: String(user.id),
      first_name: 'Admin',
      last_name: 'Balanced',
      email: user.email,
      profile_photo: pngFile('avatar.png'),
    },
  });
  expect(answer.status()).toBe(200);
  const photo = ((await answer.json()) as { data: { profile_photo: string } }).data.profile_photo;
  const path = new URL(photo, 'http://x').pathname;
  // Several reads: nginx sends them to both processes in turn.
  for (let read = 0; read < 4; read++) {
    const file = await request.get(path);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
  }
});

test('a chat message sent through one process reaches a viewer live', async ({ browser }) => {
  const writer = await (await browser.newContext()).newPage();
  const reader = await (await browser.newContext()).newPage();
  await signIn(writer);
  await signIn(reader);
  await openChat(reader, 31);
  await openChat(writer, 31);
  const text = `Through the balancer ${Date.now()}`;
  const composer = writer.getByRole('textbox', { name: 'Reply to ticket TCK-00031' });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(
    reader.getByRole('region', { name: 'Messages of ticket TCK-00031' }).getByText(text),
  ).toBeVisible({ timeout: 10_000 });
});

test('with one process killed, requests keep succeeding through the other', async ({
  page,
  request,
}) => {
  expect(serverPids).toHaveLength(2);
  const token = await apiToken(request);
  await signIn(page);
  process.kill(serverPids[0]!, 'SIGKILL');
  for (let call = 0; call < 10; call++) {
    const answer = await request.get(`/api/travelers?page=${call + 1}&per_page=10`, {
      headers: bearer(token),
    });
    expect(answer.status()).toBe(200);
  }
  await page.goto('/partners');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  // The processes' log names the surviving process as the one that answered.
  expect(await readFile(process.env.LB_LOG ?? '', 'utf8')).toContain('"route":"/api/partners"');
});
