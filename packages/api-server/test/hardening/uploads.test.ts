import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { maxImageKilobytes } from '../../src/files/image-upload.ts';
import { call, givenUser, signIn, useTestApp } from '../helpers/test-app.ts';

/** Issue #17, item 6: one size limit and one content check for every upload, the profile photo too. */
const t = useTestApp();

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngOfSize = (bytes: number) => {
  const data = new Uint8Array(bytes);
  data.set(pngSignature);
  return new Blob([data], { type: 'image/png' });
};

async function profileForm(photo: Blob) {
  const user = await givenUser(t.db, { email: 'photo@example.test' });
  const token = await signIn(t.app, 'photo@example.test');
  const form = new FormData();
  form.set('user_id', String(user.id));
  form.set('first_name', 'Ada');
  form.set('last_name', 'Lovelace');
  form.set('email', 'photo@example.test');
  form.set('profile_photo', photo, 'me.png');
  return { user, token, form };
}

const storedFiles = async () =>
  (await readdir(t.services.storage.root, { recursive: true }).catch(() => [])).filter((name) =>
    name.includes('.'),
  );

describe('the profile photo', () => {
  it(`over ${maxImageKilobytes} KB is refused like every other upload, and nothing is stored`, async () => {
    const { user, token, form } = await profileForm(pngOfSize(7 * 1024 * 1024));
    const answer = await call(t.app, 'POST', '/api/profile/update', { token, body: form });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: {
        profile_photo: [
          `The profile photo field must not be greater than ${maxImageKilobytes} kilobytes.`,
        ],
      },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.profilePhoto).toBe(user.profilePhoto);
    expect(await storedFiles()).toEqual([]);
  });

  it('within the limit is stored', async () => {
    const { user, token, form } = await profileForm(pngOfSize(maxImageKilobytes * 1024));
    const answer = await call(t.app, 'POST', '/api/profile/update', { token, body: form });
    expect(answer.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.profilePhoto).toMatch(/^\/storage\/avatars\/[0-9a-f]+\.png$/);
    expect(await storedFiles()).toHaveLength(1);
  });
});
