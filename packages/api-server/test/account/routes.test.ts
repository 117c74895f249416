import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../src/files/png.ts';
import { call, givenUser, signIn, testPassword, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const png = encodePng(4, 4, () => [200, 30, 30]);

function profileForm(userId: number, fields: Record<string, string | Blob> = {}) {
  const form = new FormData();
  const base = {
    user_id: String(userId),
    first_name: 'Ada',
    last_name: 'King',
    email: 'ada@example.test',
    phone: '212-555-0100',
  };
  for (const [key, value] of Object.entries({ ...base, ...fields }) as [string, string | Blob][]) {
    if (value instanceof Blob) form.append(key, value, 'photo.png');
    else form.append(key, value);
  }
  return form;
}

describe('POST /api/profile/update', () => {
  it('updates the names, phone and photo, and serves the photo from /storage', async () => {
    const user = await givenUser(t.db);
    const token = await signIn(t.app, 'ada@example.test');
    const answer = await call(t.app, 'POST', '/api/profile/update', {
      token,
      body: profileForm(user.id, { profile_photo: new Blob([png], { type: 'image/png' }) }),
    });
    expect(answer.status).toBe(200);
    const data = (answer.body as { message: string; data: Record<string, string> }).data;
    expect(data).toMatchObject({
      first_name: 'Ada',
      last_name: 'King',
      name: 'Ada King',
      phone: '212-555-0100',
    });
    expect(data.profile_photo).toMatch(/^\/storage\/avatars\/[0-9a-f]{32}\.png$/);

    const photo = await t.app.request(data.profile_photo as string);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('Content-Type')).toBe('image/png');
    expect(photo.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(png);
    const file = t.services.storage.fileOf(data.profile_photo as string);
    expect(await readFile(file as string)).toEqual(png);
  });

  it('checks the photo by its bytes, not by the type it claims', async () => {
    const user = await givenUser(t.db);
    const token = await signIn(t.app, 'ada@example.test');
    const disguised = new Blob(['<script>alert(1)</script>'], { type: 'image/png' });
    const answer = await call(t.app, 'POST', '/api/profile/update', {
      token,
      body: profileForm(user.id, { profile_photo: disguised }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: { profile_photo: [expect.stringContaining('png, jpg')] },
    });
  });

  it('refuses another user’s id, a taken email and missing fields', async () => {
    const user = await givenUser(t.db);
    await givenUser(t.db, { email: 'bob@example.test' });
    const token = await signIn(t.app, 'ada@example.test');
    const other = await call(t.app, 'POST', '/api/profile/update', {
      token,
      body: profileForm(user.id + 1),
    });
    expect(other.status).toBe(403);
    const taken = await call(t.app, 'POST', '/api/profile/update', {
      token,
      body: profileForm(user.id, { email: 'bob@example.test' }),
    });
    expect(taken.body).toMatchObject({ errors: { email: ['The email has already been taken.'] } });
    const empty = await call(t.app, 'POST', '/api/profile/update', { token, body: new FormData() });
    expect(empty.status).toBe(422);
  });
});

describe('POST /api/user/update-password', () => {
  const change = (
    token: string,
    userId: number,
    oldpassword: string,
    newpassword = 'the next password',
  ) =>
    call(t.app, 'POST', '/api/user/update-password', {
      token,
      json: { user_id: userId, oldpassword, newpassword, confirmpassword: newpassword },
    });

  it('changes the password given the current one, and signs out the other sessions', async () => {
    const user = await givenUser(t.db);
    const token = await signIn(t.app, 'ada@example.test');
    const other = await signIn(t.app, 'ada@example.test');
    const answer = await change(token, user.id, testPassword);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Password updated successfully!' });
    expect((await call(t.app, 'GET', '/api/user', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user', { token: other })).status).toBe(401);
    await signIn(t.app, 'ada@example.test', 'the next password');
  });

  it('refuses a wrong current password and a mismatched confirmation', async () => {
    const user = await givenUser(t.db);
    const token = await signIn(t.app, 'ada@example.test');
    const wrong = await change(token, user.id, 'not it');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      errors: { oldpassword: ['The current password is incorrect.'] },
    });
    const mismatch = await call(t.app, 'POST', '/api/user/update-password', {
      token,
      json: {
        user_id: user.id,
        oldpassword: testPassword,
        newpassword: 'aaaaaaaaaa',
        confirmpassword: 'b',
      },
    });
    expect(mismatch.body).toMatchObject({
      errors: { confirmpassword: ['New password and confirm password do not match.'] },
    });
  });
});
