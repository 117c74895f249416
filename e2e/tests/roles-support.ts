import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, bearer, newMail, outboxMark } from './support.ts';
import { expect } from './test.ts';

// What the roles specs share (decisions.md D71): admins of a given role made the way a person
// joins, by invitation from the demo server's outbox, and a few records to act on.

export const invitationSubject = 'You are invited to the Packlight back office';

/** A new admin's sign-in. */
export interface Member {
  name: string;
  email: string;
  password: string;
}

/** A fresh address per run: the suite shares one database. */
export function newMember(name: string): Member {
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  return { name, email: `${slug}-${Date.now()}@example.test`, password: `${slug}-password-1` };
}

/** The token of an invitation mail's accept link. */
export function invitationToken(text: string): string {
  const token = /accept-invitation\?token=([0-9a-f]+)/.exec(text)?.[1];
  expect(token, 'the invitation mail holds an accept-invitation link').toBeTruthy();
  return token!;
}

/** Invites `member` with `role` (a key) as the demo owner and accepts through the API. */
export async function joinedWithRole(request: APIRequestContext, member: Member, role: string) {
  const headers = bearer(await apiToken(request));
  const mark = await outboxMark(request);
  const invited = await request.post('/api/team/invitations', {
    headers,
    data: { name: member.name, email: member.email, role },
  });
  expect(invited.status()).toBe(200);
  const mail = await newMail(request, { to: member.email, subject: invitationSubject, mark });
  const accepted = await request.post('/api/invitation/accept', {
    data: {
      token: invitationToken(mail.text),
      password: member.password,
      password_confirmation: member.password,
    },
  });
  expect(accepted.status()).toBe(200);
}

/** The id of the first record a list answers for `query`, read as the demo owner. */
export async function firstId(request: APIRequestContext, path: string): Promise<number> {
  const answer = await request.get(`/api${path}`, { headers: bearer(await apiToken(request)) });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: { id: number }[] };
  expect(body.data.length, `${path} lists a record`).toBeGreaterThan(0);
  return body.data[0]!.id;
}

/** The sidebar's link names, in order. */
export function sidebarLinks(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
}

/** Picks `option` in the kit Select labelled `label` inside `scope`. */
export async function choose(
  page: Page,
  scope: ReturnType<Page['locator']>,
  label: RegExp,
  option: string,
) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
