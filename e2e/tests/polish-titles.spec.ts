import { expect, test } from './test.ts';
import type { APIRequestContext } from '@playwright/test';
import { paths } from '../../packages/admin-app/src/lib/paths.ts';
import { apiToken, bearer, setSecondFactor, signIn, submitLogin } from './support.ts';

// Every route of the app sets its browser tab title, most specific part first, so tabs and
// history entries can be told apart: 'Maria Lopez · Travelers · Packlight'.

type RouteName = keyof typeof paths;

/** The first record of a list, as the list answers it. */
async function firstRow<Row>(request: APIRequestContext, token: string, list: string) {
  const answer = await request.get(`/api${list}`, {
    headers: bearer(token),
    params: { page: 1, per_page: 1 },
  });
  expect(answer.status()).toBe(200);
  const row = ((await answer.json()) as { data: Row[] }).data[0];
  expect(row, `${list} lists a record`).toBeDefined();
  return row as Row;
}

interface Named {
  id: number;
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  business_name?: string | null;
}

/** Real records of the demo data and the words their screens are titled with. */
async function demoRecords(request: APIRequestContext) {
  const token = await apiToken(request);
  const traveler = await firstRow<Named>(request, token, '/travelers');
  const partner = await firstRow<Named>(request, token, '/partners');
  const rider = await firstRow<Named>(request, token, '/riders');
  const product = await firstRow<Named>(request, token, '/products');
  const order = await firstRow<Named>(request, token, '/orders');
  const refund = await firstRow<Named & { refund_id?: string | null }>(request, token, '/refunds');
  const ticket = await firstRow<Named & { ticket_id?: string | number | null }>(
    request,
    token,
    '/support-tickets',
  );
  const riderName =
    rider.name?.trim() || [rider.first_name, rider.last_name].filter(Boolean).join(' ');
  return {
    traveler: { id: traveler.id, name: String(traveler.name) },
    partner: { id: partner.id, name: String(partner.business_name || partner.name) },
    rider: { id: rider.id, name: riderName },
    product: { id: product.id, name: String(product.name) },
    order: { id: order.id, name: `#ORD-${order.id}` },
    refund: { id: refund.id, name: refund.refund_id ? `Refund ${refund.refund_id}` : null },
    ticket: { id: ticket.id, name: ticket.ticket_id ? String(ticket.ticket_id) : `#${ticket.id}` },
  };
}

type Records = Awaited<ReturnType<typeof demoRecords>>;

/** Where each signed-in route is opened and the title it must show. */
const signedIn = (records: Records) => {
  const { traveler, partner, rider, product, order, refund, ticket } = records;
  const titled = (href: string, ...parts: (string | null)[]) => ({
    href,
    title: [...parts.filter((part) => part !== null), 'Packlight'].join(' · '),
  });
  return {
    dashboard: titled(paths.dashboard.href(), 'Dashboard'),
    travelers: titled(paths.travelers.href(), 'Travelers'),
    travelerProfile: titled(paths.travelerProfile.href(traveler.id), traveler.name, 'Travelers'),
    partners: titled(paths.partners.href(), 'Partners'),
    addPartner: titled(paths.addPartner.href(), 'Add Partner', 'Partners'),
    partnerProfile: titled(paths.partnerProfile.href(partner.id), partner.name, 'Partners'),
    updatePartner: titled(
      paths.updatePartner.href(partner.id),
      'Update Partner',
      partner.name,
      'Partners',
    ),
    documents: titled(paths.documents.href(partner.id), 'Documents', partner.name, 'Partners'),
    riders: titled(paths.riders.href(), 'Riders'),
    addRider: titled(paths.addRider.href(), 'Add Rider', 'Riders'),
    riderProfile: titled(paths.riderProfile.href(rider.id), rider.name, 'Riders'),
    updateRider: titled(paths.updateRider.href(rider.id), 'Update Rider', rider.name, 'Riders'),
    products: titled(paths.products.href(), 'Products'),
    productDetail: titled(paths.productDetail.href(product.id), product.name, 'Products'),
    productDetailWithoutId: titled(
      paths.productDetailWithoutId.href(),
      'Product Details',
      'Products',
    ),
    orders: titled(paths.orders.href(), 'Orders'),
    orderDetail: titled(paths.orderDetail.href(order.id), `Order ${order.name}`, 'Orders'),
    assignRider: titled(paths.assignRider.href(order.id), `Assign Rider · ${order.name}`, 'Orders'),
    refunds: titled(paths.refunds.href(), 'Refunds'),
    refundDetail: titled(
      paths.refundDetail.href(refund.id),
      refund.name ?? 'Refund Details',
      'Refunds',
    ),
    support: titled(paths.support.href(), 'Support'),
    ticketChat: titled(paths.ticketChat.href(ticket.id), ticket.name, 'Support'),
    settings: titled(paths.settings.href(), 'Personal Information', 'Settings'),
    notifications: titled(paths.notifications.href(), 'Notifications'),
    activity: titled(paths.activity.href(), 'Activity'),
  } satisfies Partial<Record<RouteName, { href: string; title: string }>>;
};

/** The routes a visitor opens signed out, with their titles. */
const signedOut = {
  login: { href: paths.login.href(), title: 'Sign in · Packlight' },
  signup: { href: paths.signup.href(), title: 'Create your account · Packlight' },
  forgotPassword: { href: paths.forgotPassword.href(), title: 'Forgot password? · Packlight' },
  resetPassword: {
    href: `${paths.resetPassword.href()}?email=someone%40example.test&token=abc`,
    title: 'Reset password · Packlight',
  },
  terms: { href: paths.terms.href(), title: 'Terms and conditions · Packlight' },
  // A callback without a provider's answer fails: its page says so, in its title too.
  oauthCallback: {
    href: paths.oauthCallback.href('google'),
    title: 'Authentication Failed · Packlight',
  },
  authProviderCallback: {
    href: paths.authProviderCallback.href('google'),
    title: 'Authentication Failed · Packlight',
  },
  authCallback: { href: paths.authCallback.href(), title: 'Authentication Failed · Packlight' },
  acceptInvitation: {
    href: `${paths.acceptInvitation.href()}?token=abc`,
    title: 'Accept invitation · Packlight',
  },
} satisfies Partial<Record<RouteName, { href: string; title: string }>>;

test('every route of the app is covered below, the two-factor screen by its own test', async ({
  request,
}) => {
  const covered = [
    ...Object.keys(signedIn(await demoRecords(request))),
    ...Object.keys(signedOut),
    'twoFactor',
  ].sort();
  expect(covered).toEqual(Object.keys(paths).sort());
});

test('every signed-out page names itself in the tab', async ({ page }) => {
  for (const { href, title } of Object.values(signedOut)) {
    await page.goto(href);
    await expect(page, href).toHaveTitle(title);
  }
});

test('every signed-in screen names itself, records by their names', async ({ page, request }) => {
  // Two dozen screens, each its own chunk: room for a machine busy with other suites.
  test.setTimeout(120_000);
  const routes = signedIn(await demoRecords(request));
  await signIn(page);
  for (const { href, title } of Object.values(routes)) {
    await page.goto(href);
    await expect(page, href).toHaveTitle(title, { timeout: 15_000 });
  }
  // The settings tabs are in the title too; a page that is not there says so.
  await page.goto(`${paths.settings.href()}?tab=password`);
  await expect(page).toHaveTitle('Password · Settings · Packlight');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found · Packlight');
});

test('the two-factor screen names itself', async ({ page, request }) => {
  const token = await apiToken(request);
  await setSecondFactor(request, token, 'email');
  try {
    await submitLogin(page);
    await expect(page).toHaveURL(paths.twoFactor.href());
    await expect(page).toHaveTitle('Two-factor verification · Packlight');
  } finally {
    await setSecondFactor(request, token, 'none');
  }
});
