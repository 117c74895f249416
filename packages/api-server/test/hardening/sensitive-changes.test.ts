import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails } from '../../src/db/schema/index.ts';
import { call, givenUser, signIn, testPassword, useTestApp } from '../helpers/test-app.ts';

/** A stolen session alone cannot change the email, the second factor or the recovery codes. */
const t = useTestApp();
const wrong = {
  message: 'The password is incorrect.',
  errors: { current_password: ['The password is incorrect.'] },
};

async function session() {
  const user = await givenUser(t.db);
  return { user, token: await signIn(t.app, 'ada@example.test') };
}

function profile(userId: number, email: string, currentPassword?: string) {
  const form = new FormData();
  form.append('user_id', String(userId));
  form.append('first_name', 'Ada');
  form.append('last_name', 'Lovelace');
  form.append('email', email);
  if (currentPassword !== undefined) form.append('current_password', currentPassword);
  return form;
}

const lastMail = async () => (await t.db.select().from(mails).orderBy(desc(mails.id)).limit(1))[0];

describe('changing the email', () => {
  it('needs the current password, and tells the old address', async () => {
    const { user, token } = await session();
    for (const given of [undefined, 'not my password']) {
      const answer = await call(t.app, 'POST', '/api/profile/update', {
        token,
        body: profile(user.id, 'new@example.test', given),
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual(wrong);
    }
    const same = await call(t.app, 'POST', '/api/profile/update', {
      token,
      body: profile(user.id, 'ada@example.test'),
    });
    expect(same.status).toBe(200);
    const changed = await call(t.app, 'POST', '/api/profile/update', {
      token,
      body: profile(user.id, 'new@example.test', testPassword),
    });
    expect(changed.status).toBe(200);
    const mail = await lastMail();
    expect(mail?.to).toBe('ada@example.test');
    expect(mail?.text).toContain('changed to new@example.test');
  });
});

describe('changing the second factor', () => {
  it('needs the current password, turning it off included, and tells the user', async () => {
    const { token } = await session();
    for (const method of ['email', 'none']) {
      const refused = await call(t.app, 'POST', '/api/2fa/update', {
        token,
        json: { method, current_password: 'not my password' },
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual(wrong);
    }
    const on = await call(t.app, 'POST', '/api/2fa/update', {
      token,
      json: { method: 'email', current_password: testPassword },
    });
    expect(on.status).toBe(200);
    expect((await lastMail())?.text).toContain('is now: a code by email');
    const off = await call(t.app, 'POST', '/api/2fa/update', {
      token,
      json: { method: 'none' },
    });
    expect(off.status).toBe(422);
  });

  it('needs it to make new recovery codes', async () => {
    const { token } = await session();
    const refused = await call(t.app, 'POST', '/api/2fa/generate-totp', { token, json: {} });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual(wrong);
    const made = await call(t.app, 'POST', '/api/2fa/generate-totp', {
      token,
      json: { current_password: testPassword },
    });
    expect(made.status).toBe(200);
  });
});
