import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { apiToken, bearer, expectNoAxeViolations, signIn, submitLogin } from './support.ts';

// Two browser contexts: A (the demo admin) invites C, C joins and works, A deactivates C, and
// the trail names who did each step (decisions.md D50, D52, D53). Declared by
// team-activity.spec.ts on the demo server and by e2e/lb/team-activity.spec.ts through the load
// balancer; each says where C's invitation mail arrives.

/** Where the invitation mail arrives: the demo outbox, or the SMTP capture of the load balancer. */
export interface Mailbox {
  /** A mark taken before the invitation is sent: only mails after it count. */
  mark(request: APIRequestContext): Promise<number>;
  /** The link of the newest mail to `to` with `subject` after `mark`, waiting for it to arrive. */
  invitationLink(
    request: APIRequestContext,
    mail: { to: string; subject: string; mark: number },
  ): Promise<string>;
}

/** The accept-invitation link in a mail's text; fails the test when there is none. */
export function invitationLinkIn(text: string): string {
  const link = /(http\S+\/accept-invitation\?token=[0-9a-f]+)/.exec(text)?.[1];
  expect(link, 'the invitation mail holds an accept-invitation link').toBeTruthy();
  return link!;
}

const wait = { timeout: 10_000 };
const subject = 'You are invited to the Packlight back office';

const pageToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('auth_token') ?? sessionStorage.getItem('auth_token'));

/** The team flow: A invites C, C joins and works, A deactivates C; the trail names each step. */
async function invitedAdminJoinsAndLeaves(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  mailbox: Mailbox,
) {
  const email = `cleo-${Date.now()}@example.test`;
  const password = 'cleo-password-1';
  const adminToken = await apiToken(request);
  const admin = (await (
    await request.get('/api/user', { headers: bearer(adminToken) })
  ).json()) as {
    data: { name: string | null };
  };
  const adminName = admin.data.name ?? '';

  // A invites C from Settings, Team.
  await signIn(page);
  await page.goto('/settings?tab=team');
  await page.getByRole('button', { name: 'Invite admin' }).click(wait);
  const dialog = page.getByRole('dialog', { name: 'Invite admin' });
  await dialog.getByLabel('Name').fill('Cleo Chen');
  // Viewer is offered first; C decides on partners below, which Operations may.
  await dialog.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Operations', exact: true }).click();
  // An address in use is refused by the server, under the field.
  await dialog.getByLabel('Email').fill('admin@packlight.dev');
  const mark = await mailbox.mark(request);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('The email has already been taken.')).toBeVisible(wait);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const invitations = page.getByRole('table', { name: 'Pending invitations' });
  await expect(invitations.getByText(email)).toBeVisible(wait);
  await expectNoAxeViolations(page);

  // C opens the mailed link in a browser of their own and sets a password.
  const link = await mailbox.invitationLink(request, { to: email, subject, mark });
  const contextC = await browser.newContext();
  const pageC = await contextC.newPage();
  await pageC.goto(link!);
  await expect(pageC.getByRole('textbox', { name: 'Email' })).toHaveValue(email, wait);
  await pageC.getByLabel('Password', { exact: true }).fill(password);
  await pageC.getByLabel('Confirm Password', { exact: true }).fill(password);
  await pageC.getByRole('button', { name: 'Set password' }).click();
  await expect(pageC.getByText('Your password is set.')).toBeVisible(wait);
  await expect(pageC).toHaveURL(/\/login$/, wait);

  // C signs in, and suspends then re-activates a partner through the API as themself.
  await submitLogin(pageC, { email, password });
  await expect(pageC.getByRole('heading', { level: 1, name: /Welcome Back/ })).toBeVisible(wait);
  const tokenC = (await pageToken(pageC)) ?? '';
  const partners = (await (
    await request.get('/api/partners?status=Active&page=1&per_page=1', { headers: bearer(tokenC) })
  ).json()) as { data: { id: number }[] };
  const partnerId = partners.data[0]!.id;
  for (const status of ['suspended', 'accept']) {
    const answer = await request.post('/api/partners/status-update', {
      headers: bearer(tokenC),
      data: { id: partnerId, status },
    });
    expect(answer.status()).toBe(200);
  }

  // A deactivates C, after confirming; C's next call is refused.
  await page.reload();
  const admins = page.getByRole('table', { name: 'Administrators' });
  await admins.getByRole('button', { name: 'Actions for Cleo Chen' }).click(wait);
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await page
    .getByRole('alertdialog', { name: 'Deactivate admin' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(admins.getByRole('row', { name: /Cleo Chen/ }).getByText('Deactivated')).toBeVisible(
    wait,
  );
  const refused = await request.get('/api/user', { headers: bearer(tokenC) });
  expect(refused.status()).toBe(401);
  await pageC.goto('/partners');
  await expect(pageC).toHaveURL(/\/login/, wait);
  await contextC.close();

  // The partner's Activity tab names C; the Activity page shows every team step with its actor.
  await page.goto(`/partners/profile/${partnerId}?tab=activity`);
  const timeline = page.getByRole('tabpanel', { name: 'Activity' });
  await expect(timeline.getByText('Cleo Chen').first()).toBeVisible(wait);
  await expect(timeline.getByText('suspended this partner')).toBeVisible(wait);
  await expect(timeline.getByText('activated this partner')).toBeVisible(wait);

  await page.goto('/activity');
  const entries = page.getByRole('listitem');
  for (const [actor, text] of [
    [adminName, `invited Cleo Chen <${email}>`],
    ['Cleo Chen', 'accepted the invitation and joined the team'],
    ['Cleo Chen', 'signed in'],
    [adminName, 'deactivated Cleo Chen'],
  ] as const) {
    await expect(entries.filter({ hasText: text }).filter({ hasText: actor }).first()).toBeVisible(
      wait,
    );
  }
  await expectNoAxeViolations(page);
}

/** Declares the team flow's test, reading C's invitation from `mailbox`. */
export function declareTeamActivityFlow(mailbox: Mailbox) {
  test('an invited admin joins, works, is deactivated, and the trail names each step', async ({
    page,
    browser,
    request,
  }) => {
    // Two browsers, a password hash per sign-in and several pages: longer than one screen's test.
    test.setTimeout(120_000);
    await invitedAdminJoinsAndLeaves(page, browser, request, mailbox);
  });
}
