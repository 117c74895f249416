import { expect, test } from './test.ts';
import { apiToken, bearer, joinedChannel, signIn } from './support.ts';

// A list row carries its record's version, and a row's action sends it as If-Match (D55): an
// action on a row another admin changed since this page showed it is refused with one clear
// message, and changes nothing.

interface Listed {
  id: number;
  name: string | null;
  email: string | null;
  status: string;
  version?: number;
}

test("a row's action on a traveler changed since the list showed it is refused", async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const listed = await request.get('/api/travelers?status=Active&page=3&per_page=10', {
    headers: bearer(token),
  });
  const traveler = ((await listed.json()) as { data: Listed[] }).data[4]!;
  expect(traveler.version).toEqual(expect.any(Number));

  // This page hears no record changes, as one whose socket is reconnecting: its row stays as
  // shown while another admin suspends and reactivates the traveler.
  await page.routeWebSocket(/\/app\//, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((frame) => {
      if (!String(frame).includes('record.changed')) socket.send(frame);
    });
    socket.onMessage((frame) => server.send(frame));
  });
  const joined = joinedChannel(page, 'private-admin');
  await signIn(page);
  await page.goto(`/travelers?search=${encodeURIComponent(traveler.email!)}`);
  const rows = page.getByRole('table', { name: 'Travelers' }).locator('tbody tr');
  await expect(rows).toHaveCount(1, { timeout: 15_000 });
  await joined;
  await page.waitForLoadState('networkidle');

  for (const status of ['Deactivate', 'Activate']) {
    const changed = await request.post('/api/travelers/bulk-update', {
      headers: bearer(token),
      data: { ids: [traveler.id], status },
    });
    expect(changed.status()).toBe(200);
  }

  await page.getByRole('button', { name: `Actions for ${traveler.name}` }).click();
  await page.getByRole('menuitem', { name: 'Suspend' }).click();
  await expect(page.getByText(/changed by someone else since you opened it/)).toBeVisible();
  await expect(page.getByText(/now Suspended/)).toHaveCount(0);

  const after = await request.get(`/api/travelers/${traveler.id}`, { headers: bearer(token) });
  expect(((await after.json()) as { data: Listed }).data.status).toBe('Active');
});
