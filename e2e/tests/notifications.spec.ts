import { expect, test } from './test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, bearer, registerPartner, signIn } from './support.ts';

/** Resolves once the page's realtime socket has joined a private channel. */
function subscribedToChannel(page: Page) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('pusher_internal:subscription_succeeded')) resolve();
      });
    });
  });
}

/** The demo admin's unread notifications, as the API has them. */
async function unreadOnServer(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/notifications', { headers: bearer(token) });
  const { data } = (await answer.json()) as { data: { read_at: string | null }[] };
  return data.filter((notification) => notification.read_at === null).length;
}

async function markAllReadOnServer(request: APIRequestContext, token: string) {
  const answer = await request.post('/api/notifications/read-all', { headers: bearer(token) });
  expect(answer.status()).toBe(200);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('a partner application arrives live, on top, and opening it marks it read', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  await markAllReadOnServer(request, token);
  const subscribed = subscribedToChannel(page);
  await signIn(page);
  await subscribed;
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  await registerPartner(request, 'Early Bird Outfitters');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await registerPartner(request, 'Night Owl Outfitters');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

  await bell(page).click();
  const list = page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem');
  await expect(list).toHaveCount(2);
  await expect(list.first()).toContainText('New partner application');
  await expect(list.first()).toContainText('Night Owl Outfitters');
  await expect(list.nth(1)).toContainText('Early Bird Outfitters');

  await list.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/partners\/profile\/\d+$/);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect.poll(() => unreadOnServer(request, token)).toBe(1);
});

test("'Mark all as read' empties the list", async ({ page, request }) => {
  const token = await apiToken(request);
  await markAllReadOnServer(request, token);
  await registerPartner(request, 'Waiting Room Apparel');

  await signIn(page);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('button', { name: 'Mark all as read' }).click();

  await expect(panel.getByRole('status')).toHaveText('No notifications');
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect.poll(() => unreadOnServer(request, token)).toBe(0);
});

test('the badge reads 9+ above nine unread', async ({ page, request }) => {
  const token = await apiToken(request);
  await markAllReadOnServer(request, token);
  for (let index = 1; index <= 10; index += 1) {
    await registerPartner(request, `Crowd Apparel ${index}`);
  }

  await signIn(page);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 9+ unread');
  await expect(bell(page)).toHaveText('9+');
  await markAllReadOnServer(request, token);
});
