import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectNoAxeViolations, signIn, submitLogin } from './support.ts';
import { joinedWithRole, newMember, type Member } from './roles-support.ts';

// The screens roles add (decisions.md D71) at desktop and phone sizes, in both themes: each is
// axe clean, and a picture of each lands in the test's output folder for a person to look at.

const wait = { timeout: 15_000 };
const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const themes = ['light', 'dark'] as const;

/** A viewer made once per worker: the no-access screen is theirs. */
let viewer: Member | undefined;

async function look(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const size of sizes) {
  for (const theme of themes) {
    test.describe(`${size.name}, ${theme}`, () => {
      test.use({ viewport: size.viewport, colorScheme: theme });

      test('the Team and Roles tabs, their dialogs, and the no-access screen', async ({
        page,
        browser,
        request,
      }) => {
        test.setTimeout(120_000);
        const tag = `${size.name}-${theme}`;
        await signIn(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

        await page.goto('/settings?tab=team');
        const admins = page.getByRole('table', { name: 'Administrators' });
        await expect(admins.getByText('Owner').first()).toBeVisible(wait);
        await look(page, `team-${tag}`);

        await page.getByRole('button', { name: 'Invite admin' }).click();
        const invite = page.getByRole('dialog', { name: 'Invite admin' });
        await expect(invite.getByRole('button', { name: /Role/ })).toContainText('Viewer', wait);
        await look(page, `invite-${tag}`);
        await invite.getByRole('button', { name: 'Cancel' }).click();
        await expect(invite).toBeHidden();

        await admins
          .getByRole('button', { name: /^Actions for / })
          .first()
          .click();
        await page.getByRole('menuitem', { name: 'Change role' }).click();
        const change = page.getByRole('dialog', { name: 'Change role' });
        await expect(change.getByRole('button', { name: /Role of/ })).toBeVisible(wait);
        await look(page, `change-role-${tag}`);
        await change.getByRole('button', { name: 'Cancel' }).click();

        await page.getByRole('tab', { name: 'Roles' }).click();
        const roles = page.getByRole('table', { name: 'Roles' });
        await expect(roles.getByText('Viewer').first()).toBeVisible(wait);
        await look(page, `roles-${tag}`);

        await page.getByRole('button', { name: 'New role' }).click();
        const editor = page.getByRole('dialog', { name: 'New role' });
        await editor.getByRole('button', { name: 'Create role' }).click();
        await expect(editor.getByText('Choose at least one permission.')).toBeVisible();
        await editor.getByText('Reply to support tickets.').click();
        await look(page, `role-editor-${tag}`);
        await editor.getByRole('button', { name: 'Cancel' }).click();

        if (!viewer) {
          viewer = newMember('Vic Viewer');
          await joinedWithRole(request, viewer, 'viewer');
        }
        const context = await browser.newContext({
          viewport: size.viewport,
          colorScheme: theme,
        });
        const viewerPage = await context.newPage();
        await submitLogin(viewerPage, viewer);
        await expect(viewerPage.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible(
          wait,
        );
        await viewerPage.goto('/settings?tab=team');
        await expect(
          viewerPage.getByRole('heading', { level: 1, name: "You don't have access to this page" }),
        ).toBeVisible(wait);
        await look(viewerPage, `no-access-${tag}`);
        await context.close();
      });
    });
  }
}
