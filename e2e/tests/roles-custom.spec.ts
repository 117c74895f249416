import { expect, test } from './test.ts';
import { apiToken, bearer, expectNoAxeViolations, signIn, submitLogin } from './support.ts';
import { firstId, joinedWithRole, newMember, sidebarLinks } from './roles-support.ts';

// Custom roles (decisions.md D71): an owner makes one from permissions grouped by area, its
// holders' open apps follow an edit, a role in use cannot be deleted; and a refusal the app did
// not see coming (a 403) shows the server's message and changes nothing on screen.

const wait = { timeout: 15_000 };

test('an owner makes, edits and deletes a custom role; its holder follows an edit live', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Night shift ${Date.now()}`;
  await signIn(page);
  await page.goto('/settings?tab=roles');
  const roles = page.getByRole('table', { name: 'Roles' });
  for (const builtIn of ['Owner', 'Administrator', 'Operations', 'Support', 'Finance', 'Viewer']) {
    await expect(roles.getByRole('row', { name: new RegExp(`^${builtIn}`) })).toContainText(
      'Built-in',
      wait,
    );
  }

  // A built-in role opens read-only, the Owner's own permission included.
  await roles.getByRole('button', { name: 'Actions for Owner' }).click();
  await page.getByRole('menuitem', { name: 'View permissions' }).click();
  const builtIn = page.getByRole('dialog', { name: 'Owner (built-in)' });
  const manageRoles = builtIn.getByRole('checkbox', { name: /Create, edit and delete roles/ });
  await expect(manageRoles).toBeChecked();
  await expect(manageRoles).toHaveAttribute('aria-readonly', 'true');
  await expect(builtIn.getByRole('button', { name: /Save|Create/ })).toHaveCount(0);
  await builtIn.getByRole('button', { name: 'Close' }).first().click();

  // A new role asks for a name and a permission, then saves what was ticked, by area.
  await page.getByRole('button', { name: 'New role' }).click();
  const editor = page.getByRole('dialog', { name: 'New role' });
  await editor.getByRole('button', { name: 'Create role' }).click();
  await expect(editor.getByText('Enter a name for the role.')).toBeVisible();
  await expect(editor.getByText('Choose at least one permission.')).toBeVisible();
  await expect(editor.getByRole('group', { name: 'Support' })).toBeVisible();
  // Managing roles is the Owner's alone: a custom role cannot be given it.
  await expect(editor.getByRole('checkbox', { name: /Create, edit and delete roles/ })).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page);
  await editor.getByLabel('Name').fill(name);
  await editor.getByText('See support tickets and their messages.').click();
  await editor.getByText('Reply to support tickets.').click();
  await editor.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText('Role created.')).toBeVisible(wait);
  const row = roles.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Custom', wait);
  await expect(row).toContainText('Support');

  // Someone holds it: an admin who joined with it, signed in in a browser of their own.
  const roleList = (await (
    await request.get('/api/roles', { headers: bearer(await apiToken(request)) })
  ).json()) as { data: { id: number; name: string }[] };
  const roleId = roleList.data.find((role) => role.name === name)!.id;
  const holder = newMember('Nina Night');
  await joinedWithRole(request, holder, String(roleId));
  const holderContext = await browser.newContext();
  const holderPage = await holderContext.newPage();
  await submitLogin(holderPage, holder);
  await expect(sidebarLinks(holderPage)).toHaveText(['Dashboard', 'Support', 'Settings'], wait);

  // The owner lets the role read refunds; the holder's open app lists Refunds without a reload.
  await roles.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit role' });
  await expect(edit.getByRole('checkbox', { name: 'Reply to support tickets.' })).toBeChecked();
  await edit.getByText('See refund requests and their evidence.').click();
  await edit.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Role saved.')).toBeVisible(wait);
  await expect(row).toContainText('Refunds', wait);
  await expect(sidebarLinks(holderPage)).toHaveText(
    ['Dashboard', 'Refunds', 'Support', 'Settings'],
    wait,
  );
  await holderContext.close();

  // A role in use stays: the server's reason shows, and the row is still there.
  await roles.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete role' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(/holds this role\. Give them another role first\./)).toBeVisible(
    wait,
  );
  await expect(row).toBeVisible();
});

test("a refusal the app did not hear coming shows the server's message and changes nothing", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const agent = newMember('Fred Finance');
  await joinedWithRole(request, agent, 'finance');
  const refundId = await firstId(request, '/refunds?status=Pending&page=1&per_page=1');
  const context = await browser.newContext();
  const agentPage = await context.newPage();
  // The agent's socket does not hear of the role change (a socket that was down at the time):
  // the server's refusal is what tells the app.
  await agentPage.routeWebSocket(/\/app\//, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((frame) => {
      if (!String(frame).includes('role.changed')) socket.send(frame);
    });
    socket.onMessage((frame) => server.send(frame));
  });
  await submitLogin(agentPage, agent);
  await expect(agentPage.getByRole('heading', { level: 1, name: /Welcome Back/ })).toBeVisible(
    wait,
  );
  await agentPage.goto(`/refund/refundsdetail/${refundId}`);
  await expect(agentPage.getByRole('button', { name: 'Approve' })).toBeVisible(wait);

  // The owner makes the agent a Viewer meanwhile.
  const headers = bearer(await apiToken(request));
  const team = (await (await request.get('/api/team', { headers })).json()) as {
    data: { admins: { id: number; email: string }[] };
  };
  const agentId = team.data.admins.find((admin) => admin.email === agent.email)!.id;
  const changed = await request.post(`/api/team/admins/${agentId}/role`, {
    headers,
    data: { role: 'viewer' },
  });
  expect(changed.status()).toBe(200);

  await agentPage.getByRole('button', { name: 'Approve' }).click();
  await agentPage
    .getByRole('alertdialog', { name: 'Approve Refund' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(agentPage.getByText('This action is unauthorized.')).toBeVisible(wait);
  // Nothing changed: the refund is still pending, on screen and on the server; and the app has
  // followed the new role, so the decision is no longer offered.
  await expect(agentPage.getByRole('button', { name: 'Approve' })).toHaveCount(0, wait);
  await expect(agentPage.getByRole('heading', { level: 1 })).toContainText('Refund');
  const refund = (await (await request.get(`/api/refunds/${refundId}`, { headers })).json()) as {
    data: { status: string };
  };
  expect(refund.data.status).toBe('Pending');
  await context.close();
});
