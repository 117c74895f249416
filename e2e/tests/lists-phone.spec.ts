import { expect, test } from './test.ts';
import type { Page } from '@playwright/test';
import { signIn } from './support.ts';

// Every list screen on a phone (390x844): the page never scrolls sideways, and the
// first row's status, its menu and its primary button (if any) are on screen and work.

test.use({ viewport: { width: 390, height: 844 } });

interface ListScreen {
  path: string;
  /** The table's accessible name (the page title). */
  table: string;
  /** A status the seed gives some row of the first page. */
  status: RegExp;
  /** The row's primary button beside its menu, where the list has one (D61). */
  primary?: RegExp;
}

const screens: ListScreen[] = [
  { path: '/travelers', table: 'Travelers', status: /^(Active|Suspended)$/ },
  { path: '/partners', table: 'Partners', status: /^(Active|Approved)$/ },
  { path: '/riders', table: 'Riders', status: /^(Online|Offline)$/ },
  { path: '/products', table: 'Products', status: /^(Active|Approved)$/ },
  {
    path: '/orders',
    table: 'Orders',
    status: /^(Pending|Processing|Shipped|Delivered|Cancelled|Completed|Assigned)$/,
  },
  {
    path: '/orders?tab=pending',
    table: 'Orders',
    status: /^Pending$/,
    primary: /^Assign Rider to #ORD-\d+$/,
  },
  { path: '/refund', table: 'Refunds', status: /^(Pending|Processed|Rejected)$/ },
  {
    path: '/support',
    table: 'Support',
    status: /^(Pending|In Progress|Resolved|Rejected)$/,
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

    const trigger = row.getByRole('button', { name: /^Actions for / });
    await expect(trigger).toBeInViewport({ ratio: 1 });
    if (screen.primary) {
      await expect(row.getByRole('link', { name: screen.primary })).toBeInViewport({ ratio: 1 });
    }
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await scrollsSideways(page)).toBe(false);
  });
}
