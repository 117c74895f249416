import { expect, test } from './test.ts';
import { joinedChannel, signIn } from './support.ts';

// The six other lists ask for their first page as /travelers does (route-preload.spec.ts): while
// GET /user checks the stored session, the screen's chunk and its first call are on their way,
// and the screen takes that answer instead of calling again. A tab turns into a query value
// inside the screen, so a preload that read the address differently would be a second call.

const lists = [
  {
    address: '/partners?tab=pending&sort=name&dir=desc',
    screen: 'PartnersScreen',
    call: '/api/partners?status=Pending&sort=name&dir=desc&page=1&per_page=10',
  },
  {
    address: '/riders?status=Online&sort=rating',
    screen: 'RidersScreen',
    call: '/api/riders?status=Online&sort=rating&dir=asc&page=1&per_page=10',
  },
  {
    address: '/products?tab=suspended&per_page=25',
    screen: 'ProductsScreen',
    call: '/api/products?status=Suspended&page=1&per_page=25',
  },
  {
    address: '/orders?tab=pending&search=a',
    screen: 'OrdersScreen',
    call: '/api/orders?search=a&page=1&per_page=10&assignment=pending',
  },
  {
    address: '/refund?status=Pending&sort=amount&dir=desc',
    screen: 'RefundsScreen',
    call: '/api/refunds?status=Pending&sort=amount&dir=desc&page=1&per_page=10',
  },
  {
    address: '/support',
    screen: 'SupportScreen',
    call: '/api/support-tickets?page=1&per_page=10',
  },
];

for (const list of lists) {
  test(`${list.address} loads its screen and first page while the session is being checked`, async ({
    page,
  }) => {
    await signIn(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      asked.push(url.pathname + url.search);
    });
    let releaseUser = () => {};
    const userHeld = new Promise<void>((resolve) => (releaseUser = resolve));
    await page.route('**/api/user', async (route) => {
      await userHeld;
      await route.continue();
    });

    await page.goto(list.address);

    const own = new URL(list.call, 'http://x');
    // The tabs' counts ask for other tabs' first pages (another status or assignment) once the
    // page is in; not those.
    const pageCalls = () =>
      asked.filter((url) => {
        const call = new URL(url, 'http://x');
        return (
          call.pathname === own.pathname &&
          call.searchParams.get('status') === own.searchParams.get('status') &&
          call.searchParams.get('assignment') === own.searchParams.get('assignment')
        );
      });
    await expect.poll(pageCalls).toEqual([list.call]);
    const chunk = new RegExp(`^/assets/${list.screen}-[\\w-]+\\.js$`);
    expect(asked.some((url) => chunk.test(url))).toBe(true);
    // Nothing is drawn from the list before the session is known to be good.
    await expect(page.getByRole('table')).toHaveCount(0);

    releaseUser();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(pageCalls()).toEqual([list.call]);
  });
}

test("the dashboard's Pending Orders link asks for the Pending tab's page once", async ({
  page,
}) => {
  const joined = joinedChannel(page, 'private-admin');
  await signIn(page);
  // Joining the admins' channel asks for the open reads once more (D56): not counted here.
  await joined;
  await page.waitForLoadState('networkidle');
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The Assigned tab's count asks for its own first page; not that one.
    if (url.pathname === '/api/orders' && url.searchParams.get('assignment') === 'pending') {
      asked.push(url.search);
    }
  });
  await page.getByRole('link', { name: /pending orders/i }).click();
  await expect(page).toHaveURL('/orders?tab=pending');
  await expect(page.getByRole('tab', { name: /Pending/, selected: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(asked).toEqual(['?page=1&per_page=10&assignment=pending']);
});
