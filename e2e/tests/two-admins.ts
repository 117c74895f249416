import { createRequire } from 'node:module';
import type { APIRequestContext, Browser } from '@playwright/test';
import { apiToken, bearer, demo, newMail, outboxMark, submitLogin } from './support.ts';
import { expect } from './test.ts';

/** The part of node-postgres' client this file uses. */
interface PgClient {
  connect(): Promise<void>;
  query(text: string, values: unknown[]): Promise<unknown>;
  end(): Promise<void>;
}

/** The second administrator of the two-admin specs, with the demo admin's password. */
export const leo = { email: 'leo.adams@packlight.dev', password: demo.password, name: 'Leo Adams' };

/**
 * Adds Leo Adams, an admin with the demo admin's password, unless he is there already: through
 * the database when the suite can reach it (the load balancer's production servers keep no
 * outbox), else the way a person joins, by invitation (D53) from the demo server's outbox.
 */
export async function givenSecondAdmin(request: APIRequestContext, databaseUrl?: string) {
  if (databaseUrl) return insertSecondAdmin(databaseUrl);
  const headers = bearer(await apiToken(request));
  const team = (await (await request.get('/api/team', { headers })).json()) as {
    data: { admins: { email: string }[] };
  };
  if (team.data.admins.some((admin) => admin.email === leo.email)) return;
  const mark = await outboxMark(request);
  const invited = await request.post('/api/team/invitations', {
    headers,
    data: { name: leo.name, email: leo.email },
  });
  expect(invited.ok()).toBe(true);
  const mail = await newMail(request, {
    to: leo.email,
    subject: 'You are invited to the Packlight back office',
    mark,
  });
  const token = /accept-invitation\?token=([0-9a-f]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('The invitation mail holds no link');
  const accepted = await request.post('/api/invitation/accept', {
    data: { token, password: leo.password, password_confirmation: leo.password },
  });
  expect(accepted.ok()).toBe(true);
}

async function insertSecondAdmin(url: string) {
  // node-postgres is the api-server's; the e2e suite borrows it rather than adding its own.
  const { Client } = createRequire(
    new URL('../../packages/api-server/package.json', import.meta.url),
  )('pg') as { Client: new (options: { connectionString: string }) => PgClient };
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      // Leo holds the demo admin's role too (an owner: every admin needs one, D71).
      `insert into users (type, first_name, last_name, name, email, password_hash, role_id)
       select 'admin', 'Leo', 'Adams', $1, $2, password_hash, role_id from users where email = $3
       on conflict do nothing`,
      [leo.name, leo.email, demo.email],
    );
  } finally {
    await client.end();
  }
}

/** A fresh browser context signed in as `who`, on the dashboard. */
export async function signedInAs(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await submitLogin(page, who);
  await expect(page).toHaveURL(/\/dashboard$|\/$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  return page;
}
