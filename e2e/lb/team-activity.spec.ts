import { apiToken, bearer } from '../tests/support.ts';
import { expect, test } from '../tests/test.ts';
import {
  declareTeamActivityFlow,
  invitationLinkIn,
  type Mailbox,
} from '../tests/team-activity-flow.ts';

// The team flow of e2e/tests/team-activity-flow.ts through nginx, on two api-server processes in
// production mode: they keep mails' secrets out of the stored copy and serve no outbox, so C's
// link is read where a person would read it, from the mail as sent over SMTP (the harness's
// capture at LB_MAIL_URL, scripts/load-balancer/smtp-capture.mjs).

interface CapturedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

const subject = 'You are invited to the Packlight back office';
/** APP_URL of the api-servers: the address people open the app at, the balancer's. */
const appOrigin = new URL(process.env.LB_URL ?? 'http://lb.invalid').origin;

async function captured(): Promise<CapturedMail[]> {
  const answer = await fetch(process.env.LB_MAIL_URL ?? 'http://mail.invalid/mails');
  expect(answer.status).toBe(200);
  return (await answer.json()) as CapturedMail[];
}

const smtpCapture: Mailbox = {
  mark: async () => Math.max(0, ...(await captured()).map((mail) => mail.id)),
  async invitationLink(_request, { to, subject, mark }) {
    let found: CapturedMail | undefined;
    await expect
      .poll(
        async () => {
          found = (await captured()).find(
            (mail) => mail.id > mark && mail.to === to && mail.subject === subject,
          );
          return found !== undefined;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const link = invitationLinkIn(found!.text);
    // Built from APP_URL, whichever process sent it, never from the request's headers.
    expect(new URL(link).origin).toBe(appOrigin);
    return link;
  },
};

declareTeamActivityFlow(smtpCapture);

test('an invitation asked for under a forged Host still links to APP_URL', async ({ request }) => {
  const headers = bearer(await apiToken(request));
  const email = `forged-host-${Date.now()}@example.test`;
  const mark = await smtpCapture.mark(request);
  const invited = await request.post('/api/team/invitations', {
    headers: { ...headers, Host: 'evil.test', 'X-Forwarded-Host': 'evil.test' },
    data: { name: 'Forged Host', email },
  });
  expect(invited.status()).toBe(200);
  const link = await smtpCapture.invitationLink(request, { to: email, subject, mark });
  expect(link).not.toContain('evil.test');
  const { data } = (await invited.json()) as { data: { id: number } };
  const revoked = await request.post(`/api/team/invitations/${data.id}/revoke`, { headers });
  expect(revoked.status()).toBe(200);
});
