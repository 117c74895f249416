import { expect, test } from './test.ts';
import {
  apiToken,
  bearer,
  code,
  expectNoAxeViolations,
  newMail,
  openChat,
  outboxMark,
  signIn,
  submitLogin,
} from './support.ts';
import {
  choose,
  firstId,
  invitationSubject,
  joinedWithRole,
  newMember,
  sidebarLinks,
} from './roles-support.ts';
import { invitationLinkIn } from './team-activity-flow.ts';

// Roles as a person meets them (decisions.md D71): an owner invites a support agent with the
// Support role, the agent works within it, and their open app follows a change of role without a
// reload; a viewer opening a screen their role lacks is told so.

const wait = { timeout: 15_000 };
const noAccess = "You don't have access to this page";

test('an owner invites a support agent, who works within the role and follows a change live', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, two password hashes and several screens.
  test.setTimeout(150_000);
  const agent = newMember('Sam Support');
  const partnerId = await firstId(request, '/partners?status=Active&page=1&per_page=1');
  const refundId = await firstId(request, '/refunds?status=Pending&page=1&per_page=1');
  const ticketId = 97;

  // The owner invites the agent from Settings, Team, with the Support role.
  await signIn(page);
  await page.goto('/settings?tab=team');
  await page.getByRole('button', { name: 'Invite admin' }).click(wait);
  const invite = page.getByRole('dialog', { name: 'Invite admin' });
  await invite.getByLabel('Name').fill(agent.name);
  await invite.getByLabel('Email').fill(agent.email);
  // The least a new admin needs is chosen until the owner picks another.
  await expect(invite.getByRole('button', { name: /Role/ })).toContainText('Viewer', wait);
  await choose(page, invite, /Role/, 'Support');
  await expect(invite.getByText(/Answers support tickets/)).toBeVisible();
  const mark = await outboxMark(request);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const invitations = page.getByRole('table', { name: 'Pending invitations' });
  await expect(invitations.getByRole('row', { name: new RegExp(agent.email) })).toContainText(
    'Support',
    wait,
  );

  // The agent accepts from the mail in a browser of their own, and signs in.
  const mail = await newMail(request, { to: agent.email, subject: invitationSubject, mark });
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await agentPage.goto(invitationLinkIn(mail.text));
  await agentPage.getByLabel('Password', { exact: true }).fill(agent.password);
  await agentPage.getByLabel('Confirm Password', { exact: true }).fill(agent.password);
  await agentPage.getByRole('button', { name: 'Set password' }).click();
  await expect(agentPage).toHaveURL(/\/login$/, wait);
  await submitLogin(agentPage, agent);
  await expect(agentPage.getByRole('heading', { level: 1, name: /Welcome Back/ })).toBeVisible(
    wait,
  );

  // The sidebar lists what Support reads: no Refunds, no Activity; Settings has no Team tab.
  await expect(sidebarLinks(agentPage)).toHaveText([
    'Dashboard',
    'Travelers',
    'Partners',
    'Riders',
    'Products',
    'Orders',
    'Support',
    'Settings',
  ]);
  await sidebarLinks(agentPage).filter({ hasText: 'Settings' }).click();
  await expect(agentPage.getByRole('tab', { name: 'Personal Information' })).toBeVisible(wait);
  await expect(agentPage.getByRole('tab', { name: 'Team' })).toHaveCount(0);
  await expect(agentPage.getByRole('tab', { name: 'Roles' })).toHaveCount(0);

  // A partner reads as before, without Edit or Suspend.
  await agentPage.goto(`/partners/profile/${partnerId}`);
  await expect(agentPage.getByRole('tab', { name: 'Details' })).toBeVisible(wait);
  await expect(agentPage.getByRole('button', { name: 'Suspend' })).toHaveCount(0);
  await expect(agentPage.getByRole('link', { name: 'Edit Partner' })).toHaveCount(0);
  // Support may not read the trail: no Activity tab.
  await expect(agentPage.getByRole('tab', { name: 'Activity' })).toHaveCount(0);

  // The agent replies to a ticket.
  await openChat(agentPage, ticketId);
  const reply = `Sam here, looking into it (${Date.now()})`;
  await agentPage.getByRole('textbox', { name: `Reply to ticket ${code(ticketId)}` }).fill(reply);
  await agentPage.getByRole('button', { name: 'Send' }).click();
  const thread = agentPage.getByRole('region', { name: `Messages of ticket ${code(ticketId)}` });
  await expect(thread.getByText(reply)).toBeVisible(wait);

  // No refund decision: a refund's address says there is no access, with the way back.
  await sidebarLinks(agentPage).filter({ hasText: 'Dashboard' }).click();
  await agentPage.evaluate((id) => {
    // In-app navigation, as a link would: the page (and this mark) stays.
    window.history.pushState(null, '', `/refund/refundsdetail/${id}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  }, refundId);
  await expect(agentPage.getByRole('heading', { level: 1, name: noAccess })).toBeVisible(wait);
  await expect(agentPage.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  await expect(agentPage.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expectNoAxeViolations(agentPage);

  // The owner makes the agent Finance; the agent's open page turns into the refund, with its
  // decision, without a reload.
  await page.reload();
  const admins = page.getByRole('table', { name: 'Administrators' });
  await expect(admins.getByRole('row', { name: new RegExp(agent.name) })).toContainText(
    'Support',
    wait,
  );
  await admins.getByRole('button', { name: `Actions for ${agent.name}` }).click();
  await page.getByRole('menuitem', { name: 'Change role' }).click();
  const change = page.getByRole('dialog', { name: 'Change role' });
  await choose(page, change, /Role of/, 'Finance');
  await change.getByRole('button', { name: 'Save role' }).click();
  await expect(change).toBeHidden(wait);
  await expect(admins.getByRole('row', { name: new RegExp(agent.name) })).toContainText(
    'Finance',
    wait,
  );

  await expect(agentPage.getByRole('button', { name: 'Approve' })).toBeVisible(wait);
  await expect(agentPage.getByRole('heading', { level: 1, name: noAccess })).toHaveCount(0);
  await expect(sidebarLinks(agentPage).filter({ hasText: 'Refunds' })).toBeVisible();
  expect(
    await agentPage.evaluate(
      () => (window as unknown as { stillThisPage?: boolean }).stillThisPage,
    ),
  ).toBe(true);
  await agentContext.close();
});

test('the last active owner keeps the role, and the Team tab says so under the field', async ({
  page,
  request,
}) => {
  const me = (await (
    await request.get('/api/user', { headers: bearer(await apiToken(request)) })
  ).json()) as { data: { name: string | null; email: string } };
  await signIn(page);
  await page.goto('/settings?tab=team');
  const admins = page.getByRole('table', { name: 'Administrators' });
  await admins
    .getByRole('button', { name: `Actions for ${me.data.name ?? me.data.email}` })
    .click(wait);
  await page.getByRole('menuitem', { name: 'Change role' }).click();
  const change = page.getByRole('dialog', { name: 'Change role' });
  await choose(page, change, /Role of/, 'Administrator');
  await change.getByRole('button', { name: 'Save role' }).click();
  await expect(change.getByText('The last active owner cannot be given another role.')).toBeVisible(
    wait,
  );
  await expectNoAxeViolations(page);
  await change.getByRole('button', { name: 'Cancel' }).click();
  await expect(admins.getByRole('row', { name: /\(you\)/ })).toContainText('Owner');
});

test("a viewer reads, changes nothing, and a screen their role lacks says they don't have access", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const viewer = newMember('Vera Viewer');
  await joinedWithRole(request, viewer, 'viewer');
  const partnerId = await firstId(request, '/partners?status=Active&page=1&per_page=1');
  const context = await browser.newContext();
  const page = await context.newPage();
  await submitLogin(page, viewer);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome Back/ })).toBeVisible(wait);

  for (const forbidden of ['/settings?tab=team', '/settings?tab=roles', '/partners/add-partner']) {
    await page.goto(forbidden);
    await expect(page.getByRole('heading', { level: 1, name: noAccess }), forbidden).toBeVisible(
      wait,
    );
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome Back/ })).toBeVisible(wait);

  // Read-only screens stay readable: the partner, its Activity, no buttons that change it.
  await page.goto(`/partners/profile/${partnerId}`);
  await expect(page.getByRole('tab', { name: 'Activity' })).toBeVisible(wait);
  await expect(page.getByRole('button', { name: 'Suspend' })).toHaveCount(0);
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible(wait);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await context.close();
});
