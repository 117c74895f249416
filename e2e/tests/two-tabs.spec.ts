import { listRows } from './partners-riders-support.ts';
import { apiToken, bearer, joinedChannel, signIn } from './support.ts';
import { expect, test } from './test.ts';

interface ListedPartner {
  id: number;
  business_name: string | null;
}

// One admin, one partner open in two tabs of the same browser: a change in one tab
// reaches the other live. The server leaves out only the socket that made the change, and the
// app must not drop a change for being the signed-in admin's own.
test('a partner suspended in one tab reads Suspended in the other, without a reload', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request);
  const active = await listRows<ListedPartner>(
    request,
    token,
    '/partners?status=Active&page=1&per_page=10',
  );
  const partner = active.at(-1)!;
  const profile = `/partners/profile/${partner.id}`;

  // Remember me keeps the session in localStorage, which the second tab shares.
  await signIn(page);
  const other = await context.newPage();
  const joined = joinedChannel(other, 'private-admin');
  await other.goto(profile);
  await expect(other.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
  await joined;
  // A reload would drop this mark: the other tab must follow without one.
  await other.evaluate(() => Object.assign(window, { notReloaded: true }));

  const joinedHere = joinedChannel(page, 'private-admin');
  await page.goto(profile);
  await joinedHere;
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const saved = page.waitForResponse((response) =>
    response.url().endsWith('/partners/status-update'),
  );
  await page
    .getByRole('alertdialog', { name: 'Suspend Partner' })
    .getByRole('button', { name: 'Suspend', exact: true })
    .click();
  expect((await saved).status()).toBe(200);
  // The write names this tab's socket, so the server leaves this tab out of the broadcast: it
  // shows its own change from its own refetch, never held as another admin's.
  expect((await saved).request().headers()['x-socket-id']).toMatch(/^\d+\.\d+$/);

  await expect(other.getByRole('button', { name: 'Activate', exact: true })).toBeVisible({
    timeout: 3000,
  });
  await expect(
    other.getByRole('main').getByText('Suspended', { exact: true }).first(),
  ).toBeVisible();
  expect(await other.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Other tests pick Active partners too: this one goes back.
  const restored = await request.post('/api/partners/status-update', {
    headers: bearer(token),
    data: { id: partner.id, status: 'accept' },
  });
  expect(restored.status()).toBe(200);
});
