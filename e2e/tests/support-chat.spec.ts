import { expect, test } from './test.ts';
import type { Browser, Page, WebSocketRoute } from '@playwright/test';
import { apiToken, bearer, code, expectNoAxeViolations, openChat, signIn } from './support.ts';

// Each test chats on a ticket of its own (the seed has 120), so threads never mix.

const thread = (page: Page, code: string) =>
  page.getByRole('region', { name: `Messages of ticket ${code}` });
const composer = (page: Page, code: string) =>
  page.getByRole('textbox', { name: `Reply to ticket ${code}` });

async function signedInPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  return page;
}

test('the chat shows the heading, the first message and the thread, and passes axe', async ({
  page,
}) => {
  await signIn(page);
  await openChat(page, 21);
  await expect(page.getByRole('heading', { level: 2, name: 'Message' })).toBeVisible();
  await expect(thread(page, code(21)).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Status/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a sent message shows at once, is marked sent, and appears once', async ({ page }) => {
  await signIn(page);
  await openChat(page, 22);
  const text = `Checking on it now ${Date.now()}`;
  await composer(page, code(22)).fill(text);
  await composer(page, code(22)).press('Enter');

  const sent = thread(page, code(22)).getByRole('listitem').filter({ hasText: text });
  await expect(sent.getByRole('img', { name: 'Sent' })).toBeVisible();
  await expect(composer(page, code(22))).toHaveValue('');
  // The answer and the broadcast of the same message both arrived: still one copy.
  await page.waitForTimeout(500);
  await expect(sent).toHaveCount(1);
  // The server has it.
  await page.reload();
  await expect(thread(page, code(22)).getByText(text)).toHaveCount(1);
});

test('blank text is not sent and Shift+Enter starts a new line', async ({ page }) => {
  await signIn(page);
  await openChat(page, 23);
  const box = composer(page, code(23));
  const before = await thread(page, code(23)).getByRole('listitem').count();
  await box.fill('   ');
  await box.press('Enter');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await box.fill('first line');
  await box.press('Shift+Enter');
  await box.pressSequentially('second line');
  await expect(box).toHaveValue('first line\nsecond line');
  await expect(thread(page, code(23)).getByRole('listitem')).toHaveCount(before);
});

test('a message posted by another session arrives live, without a reload or a duplicate', async ({
  page,
  request,
}) => {
  await signIn(page);
  await openChat(page, 24);
  const token = await apiToken(request);
  const text = `Posted elsewhere ${Date.now()}`;
  const posted = await request.post('/api/support-tickets/messages', {
    headers: bearer(token),
    data: { ticket_id: 24, message: text },
  });
  expect(posted.status()).toBe(200);

  await expect(thread(page, code(24)).getByText(text)).toHaveCount(1);
  await page.waitForTimeout(300);
  await expect(thread(page, code(24)).getByText(text)).toHaveCount(1);
});

test('a message pending until the send fails is removed, and its text comes back', async ({
  page,
}) => {
  await signIn(page);
  await openChat(page, 25);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/support-tickets/messages', async (route) => {
    await held;
    await route.abort('failed');
  });
  const text = `This will not go ${Date.now()}`;
  await composer(page, code(25)).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();

  // While the server has not answered, the message shows with its pending marker.
  const pending = thread(page, code(25)).getByRole('listitem').filter({ hasText: text });
  await expect(pending.getByRole('img', { name: 'Sending' })).toBeVisible();
  release();

  await expect(page.getByText(/^Message not sent\./)).toBeVisible();
  await expect(thread(page, code(25)).getByText(text)).toHaveCount(0);
  await expect(composer(page, code(25))).toHaveValue(text);
});

test('a status change shows at once, and a refused one puts the old status back', async ({
  page,
}) => {
  await signIn(page);
  await openChat(page, 26);
  const status = page.getByRole('button', { name: /Status/ });
  const first = (await status.innerText()).includes('In Progress') ? 'Pending' : 'In Progress';
  await status.click();
  await page.getByRole('option', { name: first, exact: true }).click();
  await expect(status).toContainText(first);
  await expect(page.getByText(`Ticket status updated to ${first}.`)).toBeVisible();
  await page.reload();
  await expect(status).toContainText(first);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/support-tickets/26/status', async (route) => {
    await held;
    await route.fulfill({ status: 500, json: { message: 'Server Error' } });
  });
  await status.click();
  await page.getByRole('option', { name: 'Rejected', exact: true }).click();
  // Shown at once, before the server answers...
  await expect(status).toContainText('Rejected');
  release();
  // ...and taken back when it refuses.
  await expect(page.getByText(/^Failed to update ticket status\./)).toBeVisible();
  await expect(status).toContainText(first);
});

test('the thread follows new messages at the bottom, and stays put when read higher up', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const post = async (message: string) => {
    const answer = await request.post('/api/support-tickets/messages', {
      headers: bearer(token),
      data: { ticket_id: 30, message },
    });
    expect(answer.status()).toBe(200);
  };
  // Enough history to scroll.
  for (let index = 0; index < 12; index++) await post(`Earlier note ${index}\nwith a second line`);
  await signIn(page);
  await openChat(page, 30);
  const region = thread(page, code(30));
  const distanceFromBottom = () =>
    region.evaluate((node) => node.scrollHeight - node.scrollTop - node.clientHeight);
  await expect.poll(distanceFromBottom).toBeLessThan(2);

  const atBottom = `At the bottom ${Date.now()}`;
  await post(atBottom);
  await expect(region.getByText(atBottom)).toBeVisible();
  await expect.poll(distanceFromBottom).toBeLessThan(2);

  // Scroll up as a reader does, and let the thread see the scroll event before news arrives.
  await region.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        node.addEventListener('scroll', () => requestAnimationFrame(() => resolve()), {
          once: true,
        });
        node.scrollTop = 0;
      }),
  );
  const whileReading = `While reading above ${Date.now()}`;
  await post(whileReading);
  await expect(region.getByText(whileReading)).toHaveCount(1);
  expect(await region.evaluate((node) => node.scrollTop)).toBe(0);
});

test('two administrators chat on one ticket, each seeing the other live', async ({ browser }) => {
  const first = await signedInPage(browser);
  const second = await signedInPage(browser);
  await openChat(first, 27);
  await openChat(second, 27);

  const hello = `Hello from the first window ${Date.now()}`;
  await composer(first, code(27)).fill(hello);
  await composer(first, code(27)).press('Enter');
  await expect(thread(second, code(27)).getByText(hello)).toHaveCount(1);

  const reply = `Reply from the second window ${Date.now()}`;
  await composer(second, code(27)).fill(reply);
  await composer(second, code(27)).press('Enter');
  await expect(thread(first, code(27)).getByText(reply)).toHaveCount(1);
  await expect(thread(first, code(27)).getByText(hello)).toHaveCount(1);

  await first.context().close();
  await second.context().close();
});

test('a dropped socket catches up on what it missed when it reconnects', async ({
  page,
  request,
}) => {
  // Every socket of the page passes through here, so the test can cut it as a network would.
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/app\//, (socket) => {
    socket.connectToServer();
    sockets.push(socket);
  });
  await signIn(page);
  await openChat(page, 28);
  const token = await apiToken(request);

  // 4100-4199 tells pusher-js to reconnect after about a second: the message goes out meanwhile.
  await sockets.at(-1)!.close({ code: 4100, reason: 'cut by the test' });
  const text = `Sent while the socket was down ${Date.now()}`;
  const posted = await request.post('/api/support-tickets/messages', {
    headers: bearer(token),
    data: { ticket_id: 28, message: text },
  });
  expect(posted.status()).toBe(200);

  await expect(thread(page, code(28)).getByText(text)).toHaveCount(1);
  expect(sockets.length).toBeGreaterThan(1);
});

test('the chat works by keyboard alone', async ({ page }) => {
  await signIn(page);
  await openChat(page, 29);
  const box = composer(page, code(29));
  // Tab from the top of the page until the message box has focus.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Support' })
    .focus();
  for (
    let step = 0;
    step < 20 && !(await box.evaluate((node) => node === document.activeElement));
    step++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(box).toBeFocused();
  const text = `Typed without a mouse ${Date.now()}`;
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(
    thread(page, code(29)).getByRole('listitem').filter({ hasText: text }).getByRole('img', {
      name: 'Sent',
    }),
  ).toBeVisible();

  // The status dropdown too: focus it, open it with the keyboard, pick with arrows and Enter.
  const status = page.getByRole('button', { name: /Status/ });
  await status.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  // The list opens on the current status; the one below (or above, at the end) is another.
  const onCurrent = () =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-selected') === 'true');
  await page.keyboard.press('ArrowDown');
  if (await onCurrent()) await page.keyboard.press('ArrowUp');
  const chosen = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Ticket status updated to ${chosen}.`)).toBeVisible();
});
