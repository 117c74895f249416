import { test } from './test.ts';
import {
  approvedTabFollowsASuspension,
  conflictViewShowsTheOtherEdit,
  presenceAndChangedByShow,
  ticketStatusArrivesLive,
} from './two-admin-flows.ts';
import { givenSecondAdmin } from './two-admins.ts';

// Two administrators at once (D55-D59): a second admin is inserted into the database the server
// runs on, so this spec needs a PostgreSQL it can reach (E2E_DATABASE_URL: `pnpm test:e2e:pg`).
// The same flows run through the load balancer (e2e/lb/admins-live.spec.ts).
const databaseUrl = process.env.E2E_DATABASE_URL;
test.skip(!databaseUrl, 'needs E2E_DATABASE_URL to add a second administrator');

test.beforeAll(async () => {
  await givenSecondAdmin(databaseUrl as string);
});

test('A suspends a partner: B’s Approved tab and count change within a second', async ({
  browser,
  request,
}) => {
  await approvedTabFollowsASuspension(browser, request);
});

test('B’s save of a partner A changed meanwhile shows A’s values, then saves again', async ({
  browser,
  request,
}) => {
  await conflictViewShowsTheOtherEdit(browser, request);
});

test('a record two admins have open says who else views it and who changed it', async ({
  browser,
  request,
}) => {
  await presenceAndChangedByShow(browser, request);
});

test('a ticket status changed in one chat shows in the other within a second', async ({
  browser,
}) => {
  await ticketStatusArrivesLive(browser);
});
