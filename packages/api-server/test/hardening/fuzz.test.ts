import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointName, listEndpoints, validationErrorSchema } from '@packlight/api-types';
import { mails, users } from '../../src/db/schema/index.ts';
import { seedDemoData } from '../../src/seed/demo.ts';
import { issueToken } from '../../src/auth/tokens.ts';
import { createUser } from '../../src/users/queries.ts';
import { call, useTestApp, type Answer } from '../helpers/test-app.ts';
import { changedTables, fingerprint } from './fingerprint.ts';
import { fuzzCasesOf, type FuzzCase } from './fuzz-cases.ts';

/**
 * Every endpoint of the table, called the way an attacker or a careless client would: without a
 * token, with a bad one, as a non-admin, with bad path values, and with generated bad input
 * (wrong types, nulls, NUL and lone surrogates, huge numbers and strings, deep nesting, prototype
 * keys, wrong content types, bogus uploads). No answer may be a 5xx, every refusal has Laravel's
 * shape, and no refused request may change a row.
 */
const t = useTestApp();

const totals = { endpoints: 0, requests: 0, refused: 0, accepted: 0 };

/**
 * A little demo data, so ids in paths and bodies name real rows, and a session of each kind.
 * Sessions are issued directly: hashing a password per endpoint would cost more than the fuzzing.
 */
async function tokens() {
  await seedDemoData(t.db, {
    counts: {
      travelers: 4,
      partners: 3,
      riders: 3,
      products: 3,
      orders: 4,
      refunds: 2,
      tickets: 2,
    },
  });
  const session = async (email: string, type: string) => {
    const user = await createUser(t.db, {
      email,
      type,
      firstName: 'Fuzz',
      lastName: type,
      password: null,
    });
    return issueToken(t.db, user.id, { name: 'fuzz' });
  };
  return {
    admin: await session('fuzz-admin@example.test', 'admin'),
    'non-admin': await session('fuzz-traveler@example.test', 'traveler'),
    'bad-token': '1|not-a-real-token',
    nobody: undefined,
  };
}

/** Laravel's shapes: `{message}` for any refusal, plus `{errors: {field: [..]}}` for a 422. */
function expectLaravelShape(answer: Answer, what: string) {
  expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  if (answer.status < 400) return;
  expect(answer.body, `${what}: a JSON body`).toMatchObject({ message: expect.any(String) });
  if (answer.status === 422) {
    expect(validationErrorSchema.safeParse(answer.body).success, `${what}: ${answer.text}`).toBe(
      true,
    );
  }
}

describe('every endpoint of the table, fuzzed', () => {
  afterAll(() => {
    console.log(
      `fuzz: ${totals.endpoints} endpoints, ${totals.requests} requests ` +
        `(${totals.refused} refused, ${totals.accepted} accepted), no 5xx`,
    );
  });

  it.each(listEndpoints().map((endpoint) => [endpointName(endpoint), endpoint] as const))(
    '%s',
    async (_, endpoint) => {
      const tokenOf = await tokens();
      const send = async (fuzzCase: FuzzCase) => {
        // Sign-in limits would turn later cases into 429s that prove nothing.
        await t.services.limiter.reset();
        const answer = await call(t.app, fuzzCase.method, fuzzCase.path, {
          token: tokenOf[fuzzCase.as],
          body: fuzzCase.body,
          headers: fuzzCase.headers,
        });
        totals.requests++;
        expectLaravelShape(answer, `${endpointName(endpoint)} with ${fuzzCase.label}`);
        if (fuzzCase.status !== undefined) {
          expect(answer.status, `${endpointName(endpoint)} with ${fuzzCase.label}`).toBe(
            fuzzCase.status,
          );
        }
        return answer.status < 400;
      };
      const expectNoChange = (
        before: Record<string, string>,
        after: Record<string, string>,
        cases: FuzzCase[],
      ) =>
        expect(
          changedTables(before, after),
          `refused requests changed data: ${cases.map((c) => c.label).join('; ')}`,
        ).toEqual([]);

      let baseline = await fingerprint(t.db);
      // Refused requests and reads since the last fingerprint: together they may not have
      // changed anything.
      let unchecked: FuzzCase[] = [];
      const changesNothing = (fuzzCase: FuzzCase, accepted: boolean) =>
        !accepted || fuzzCase.method === 'GET';
      for (const fuzzCase of fuzzCasesOf(endpoint)) {
        const accepted = await send(fuzzCase);
        if (fuzzCase.as !== 'admin' && endpoint.access !== 'public') {
          expect(accepted, `${fuzzCase.label} was accepted`).toBe(false);
        }
        totals[accepted ? 'accepted' : 'refused']++;
        if (changesNothing(fuzzCase, accepted)) {
          unchecked.push(fuzzCase);
          continue;
        }
        // This call changed data on purpose, so the ones before it are sent again, one by one,
        // each held to changing nothing on its own (fingerprints are rare this way).
        for (const earlier of unchecked) {
          const before = await fingerprint(t.db);
          if (changesNothing(earlier, await send(earlier))) {
            expectNoChange(before, await fingerprint(t.db), [earlier]);
          }
        }
        unchecked = [];
        baseline = await fingerprint(t.db);
      }
      expectNoChange(baseline, await fingerprint(t.db), unchecked);
      totals.endpoints++;
    },
  );
});

/** Every call that mails, sent with a foreign Host: each link it mails names the app's own address. */
describe('foreign Host headers on every mailing endpoint', () => {
  const foreign = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' };
  const send = (path: string, json: unknown, token?: string) =>
    call(t.app, 'POST', `http://evil.example${path}`, { json, token, headers: foreign });

  it('mails nothing that points at the Host header', async () => {
    const tokenOf = await tokens();
    const admin = await createUser(t.db, {
      email: 'fuzz-2fa@example.test',
      type: 'admin',
      firstName: 'Fuzz',
      lastName: 'Mail',
      password: 'correct horse battery staple',
    });
    await t.db.update(users).set({ twoFactorMethod: 'email' }).where(eq(users.id, admin.id));
    expect((await send('/api/forgot-password', { email: admin.email })).status).toBe(200);
    const held = await send('/api/login', {
      email: admin.email,
      password: 'correct horse battery staple',
    });
    const { user_id, login_token } = (
      held.body as { data: { user_id: number; login_token: string } }
    ).data;
    expect((await send('/api/two-factor/resend', { user_id, login_token })).status).toBe(200);
    const [partner] = await t.db.select().from(users).where(eq(users.type, 'partner')).limit(1);
    const informed = await send(
      '/api/partners/request-information',
      { to: partner!.email, message: 'Please send your licence.' },
      tokenOf.admin,
    );
    expect(informed.status).toBe(200);

    const sent = await t.db.select().from(mails);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    for (const mail of sent) {
      expect(`${mail.text}${mail.html ?? ''}`).not.toContain('evil.example');
    }
    expect(sent.some((mail) => mail.text.includes(`${t.services.appUrl}/reset-password?`))).toBe(
      true,
    );
  });
});
