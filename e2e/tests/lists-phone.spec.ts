import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { signIn } from './support.ts';

// Every list screen on a phone (390x844): the page never scrolls sideways, and the
// first row's status and its actions are on screen and work.

test.use({ viewport: { width: 390, height: 844 } });

interface ListScreen {
  path: string;
  /** The table's accessible name (the page title). */
  table: string;
  /** A status the seed gives some row of the first page. */
  status: RegExp;
  /** The row's actions: its menu, or (lists without one) the link a row offers. */
  actions: 'menu' | RegExp;
}

const screens: ListScreen[] = [
  { path: '/travelers', table: 'Travelers', status: /^(Active|Suspended)$/, actions: 'menu' },
  { path: '/partners', table: 'Partners', status: /^(Active|Approved)$/, actions: 'menu' },
  { path: '/riders', table: 'Riders', status: /^(Online|Offline)$/, actions: 'menu' },
  { path: '/products', table: 'Products', status: /^(Active|Approved)$/, actions: 'menu' },
  {
    path: '/orders',
    table: 'Orders',
    status: /^(Pending|Processing|Shipped|Delivered|Cancelled|Completed|Assigned)$/,
    actions: /^View /,
  },
  { path: '/refund', table: 'Refunds', status: /^(Pending|Processed|Rejected)$/, actions: 'menu' },
  {
    path: '/support',
    table: 'Support',
    status: /^(Pending|In Progress|Resolved|Rejected)$/,
    actions: /^View /,
  },
];

/** Whether the page itself is wider than the window (a table may scroll inside its frame). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

for (const screen of screens) {
  test(`${screen.path} fits a phone, with the first row's status and actions in reach`, async ({
    page,
  }) => {
    await page.goto(screen.path);
    const table = page
      .getByRole('grid', { name: screen.table })
      .or(page.getByRole('table', { name: screen.table }));
    const row = table.locator('tbody').getByRole('row').first();
    await expect(row.getByRole('rowheader')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await scrollsSideways(page)).toBe(false);

    await row.scrollIntoViewIfNeeded();
    const status = row.getByText(screen.status).first();
    await expect(status).toBeInViewport({ ratio: 1 });

    if (screen.actions === 'menu') {
      const trigger = row.getByRole('button', { name: /^Actions for / });
      await expect(trigger).toBeInViewport({ ratio: 1 });
      await trigger.click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem').first()).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    } else {
      await expect(row.getByRole('link', { name: screen.actions }).first()).toBeInViewport({
        ratio: 1,
      });
    }
    expect(await scrollsSideways(page)).toBe(false);
  });
}
