import { test } from '../tests/test.ts';
import {
  approvedTabFollowsASuspension,
  conflictViewShowsTheOtherEdit,
  presenceAndChangedByShow,
  ticketStatusArrivesLive,
} from '../tests/two-admin-flows.ts';
import { givenSecondAdmin } from '../tests/two-admins.ts';

// The two-admin flows of e2e/tests/live-admins.spec.ts through nginx: each admin's calls and
// socket may land on either api-server process, and every change reaches the other through the
// shared socket server (D56, D57). Named to run before socket-restart.spec.ts, which stops the
// socket server it restarts when it ends.
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
