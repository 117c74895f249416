import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/index.ts';
import { roles } from '../../src/db/schema/index.ts';
import { givenUser, signIn, type TestApp } from './test-app.ts';

/** A role's id by its key (the built-ins are the migration's rows). */
export async function roleIdOf(db: Db, key: string): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, key));
  if (!role) throw new Error(`No role ${key}`);
  return role.id;
}

/** An administrator holding the role `key`, signed in: their id and bearer token. */
export async function signedInAs(t: TestApp, key: string, email = `${key}@example.test`) {
  const user = await givenUser(t.db, {
    email,
    name: `${key} admin`,
    roleId: await roleIdOf(t.db, key),
  });
  return { id: user.id, token: await signIn(t.app, email) };
}
