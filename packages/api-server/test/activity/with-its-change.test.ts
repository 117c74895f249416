import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activity, adminInvitations, mails, users } from '../../src/db/schema/index.ts';
import { Mailer } from '../../src/mail/mailer.ts';
import { adminToken } from '../helpers/access-checks.ts';
import { givenPartner } from '../helpers/people.ts';
import { call, givenUser, signIn, testPassword, useTestApp } from '../helpers/test-app.ts';

// A change and its trail entry commit together, or neither does (D50, D64): each test makes one
// of the two inserts fail in the database and looks for the other.

const t = useTestApp();

/** Runs `work` while every insert into `table` fails in the database. */
async function whileInsertsFail(table: 'mails' | 'activity', work: () => Promise<void>) {
  await t.db.execute(
    sql.raw(`create function refuse_insert() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger refuse_insert before insert on ${table}
      for each row execute function refuse_insert()`),
  );
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await work();
  } finally {
    quiet.mockRestore();
    await t.db.execute(sql.raw(`drop trigger refuse_insert on ${table}`));
    await t.db.execute(sql.raw('drop function refuse_insert()'));
  }
}

async function requestInformation() {
  const token = await adminToken(t);
  const { partner } = await givenPartner(t.db, { email: 'iris@nomad.test' });
  const answer = await call(t.app, 'POST', '/api/partners/request-information', {
    token,
    json: { to: 'iris@nomad.test', message: 'Please send your tax certificate.' },
  });
  return { answer, partner };
}

const requested = async () =>
  (await t.db.select().from(activity)).filter((row) => row.action === 'information_requested');

describe('Request Information: the mail and its entry commit together', () => {
  it('records the mail and the entry naming the partner', async () => {
    const { answer, partner } = await requestInformation();
    expect(answer.status).toBe(200);
    expect(await t.db.select().from(mails)).toHaveLength(1);
    expect(await requested()).toMatchObject([{ subjectType: 'partner', subjectId: partner.id }]);
  });

  it('writes no entry when the mail cannot be recorded', async () => {
    await whileInsertsFail('mails', async () => {
      const { answer } = await requestInformation();
      expect(answer.status).toBe(500);
    });
    expect(await t.db.select().from(mails)).toHaveLength(0);
    expect(await requested()).toHaveLength(0);
  });

  it('keeps no mail when the entry cannot be written', async () => {
    const token = await adminToken(t);
    await givenPartner(t.db, { email: 'iris@nomad.test' });
    await whileInsertsFail('activity', async () => {
      const answer = await call(t.app, 'POST', '/api/partners/request-information', {
        token,
        json: { to: 'iris@nomad.test', message: 'Please send your tax certificate.' },
      });
      expect(answer.status).toBe(500);
    });
    expect(await t.db.select().from(mails)).toHaveLength(0);
  });
});

describe('an invitation, its mail and its entry commit together', () => {
  it('leaves no invitation and no entry when its mail cannot be recorded', async () => {
    const token = await adminToken(t);
    await whileInsertsFail('mails', async () => {
      const answer = await call(t.app, 'POST', '/api/team/invitations', {
        token,
        json: { name: 'Cleo Chen', email: 'cleo@example.test' },
      });
      expect(answer.status).toBe(500);
    });
    expect(await t.db.select().from(adminInvitations)).toHaveLength(0);
    const actions = (await t.db.select().from(activity)).map((row) => row.action);
    expect(actions).not.toContain('invited');
  });

  it('leaves no invitation and no mail when its entry cannot be written', async () => {
    const token = await adminToken(t);
    await whileInsertsFail('activity', async () => {
      const answer = await call(t.app, 'POST', '/api/team/invitations', {
        token,
        json: { name: 'Cleo Chen', email: 'cleo@example.test' },
      });
      expect(answer.status).toBe(500);
    });
    expect(await t.db.select().from(adminInvitations)).toHaveLength(0);
    expect(await t.db.select().from(mails)).toHaveLength(0);
  });
});

describe('an email change and the notice to the old address commit together', () => {
  it('keeps the old address, and no entry, when the notice cannot be recorded', async () => {
    const user = await givenUser(t.db, { email: 'ada@example.test' });
    const token = await signIn(t.app, 'ada@example.test');
    const form = new FormData();
    const fields = {
      user_id: String(user.id),
      first_name: 'Ada',
      last_name: 'King',
      email: 'ada.king@example.test',
      current_password: testPassword,
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    await whileInsertsFail('mails', async () => {
      const answer = await call(t.app, 'POST', '/api/profile/update', { token, body: form });
      expect(answer.status).toBe(500);
    });
    const [row] = await t.db.select({ email: users.email }).from(users);
    expect(row?.email).toBe('ada@example.test');
    const actions = (await t.db.select().from(activity)).map((entry) => entry.action);
    expect(actions).toEqual(['signed_in']);
  });
});

describe('a mail sent in a transaction goes out over SMTP only after the commit', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(session.envelope.rcptTo.map((rcpt) => rcpt.address).join());
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(resolve)));

  const mailer = () =>
    new Mailer(t.db, {
      from: 'Packlight <no-reply@packlight.dev>',
      smtp: { host: '127.0.0.1', port, user: null, pass: null, secure: false },
    });
  const mail = (to: string) => ({ to, subject: 'Hello', text: 'Hello.' });

  it('sends nothing while the transaction is open, then sends once it commits', async () => {
    received.length = 0;
    const sender = mailer();
    await sender.transaction(t.db, async (tx) => {
      await sender.send(mail('kept@example.test'), tx);
      await sender.flush();
      expect(received).toEqual([]);
    });
    await sender.flush();
    expect(received).toEqual(['kept@example.test']);
    const [row] = await t.db.select().from(mails);
    expect(row).toMatchObject({ transport: 'smtp', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('sends nothing, and keeps no row, when the transaction rolls back', async () => {
    received.length = 0;
    const sender = mailer();
    await expect(
      sender.transaction(t.db, async (tx) => {
        await sender.send(mail('dropped@example.test'), tx);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await sender.flush();
    expect(received).toEqual([]);
    expect(await t.db.select().from(mails)).toHaveLength(0);
  });

  it('refuses a transaction it did not open, whose commit it would not see', async () => {
    const sender = mailer();
    await expect(
      t.db.transaction((tx) => sender.send(mail('lost@example.test'), tx)),
    ).rejects.toThrow('Mailer.transaction');
  });
});
