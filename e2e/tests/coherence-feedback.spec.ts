import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test.ts';
import { apiToken, bearer, signIn } from './support.ts';

// The one feedback pattern (D46): a field's error under it, a toast only for what belongs to no
// field, a failed action keeps the page and says what failed; images are checked when picked.

async function activeRider(request: APIRequestContext, nth: number): Promise<{ id: number }> {
  const token = await apiToken(request);
  const answer = await request.get('/api/riders?standing=Active&sort=id&dir=desc&page=1', {
    headers: bearer(token),
  });
  const rows = ((await answer.json()) as { data: { id: number }[] }).data;
  expect(rows[nth]).toBeDefined();
  return rows[nth]!;
}

test('a text file renamed to .png is refused when picked, naming the file and why', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/partners/add-partner');
  const group = page.getByRole('group', { name: 'Profile Picture' });
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button', { name: 'Choose image' }).click();
  await (
    await chooser
  ).setFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('just text') });
  await expect(group).toContainText(
    'holiday.png is not a readable image: its content is not a PNG or JPG picture.',
  );
  // No broken preview, nothing kept to fail on Save.
  await expect(group.getByRole('img')).toHaveCount(0);
  await expect(group.getByRole('button', { name: 'Remove image' })).toHaveCount(0);
});

test("a failed suspend keeps the rider's profile on screen and says the browser is offline", async ({
  page,
  request,
}) => {
  const rider = await activeRider(request, 3);
  await signIn(page);
  await page.goto(`/riders/profile/${rider.id}`);
  const suspend = page.getByRole('button', { name: 'Suspend', exact: true });
  await expect(suspend).toBeVisible({ timeout: 15_000 });
  const heading = await page.getByRole('heading', { level: 1 }).innerText();

  // The shell's deferred parts in first: the connection is lost once the page is loaded.
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);
  await suspend.click();
  await page
    .getByRole('alertdialog', { name: 'Suspend Rider' })
    .getByRole('button', { name: 'Suspend' })
    .click();
  await expect(page.getByText('Failed to update rider status. You are offline.')).toBeVisible();
  await expect(page.getByText('Error loading rider details')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeEnabled();

  // Back online, the same action succeeds and its success closes the failure.
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Suspend Rider' })
    .getByRole('button', { name: 'Suspend' })
    .click();
  await expect(page.getByText('Rider suspended successfully!')).toBeVisible();
  await expect(page.getByText(/Failed to update rider status/)).toHaveCount(0);
  const token = await apiToken(request);
  await request.post('/api/riders/status-update', {
    headers: bearer(token),
    data: { id: rider.id, status: 'active' },
  });
});
