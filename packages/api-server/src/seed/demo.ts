import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { users } from '../db/schema/index.ts';
import { createUser } from '../users/users.ts';

export const demoAdmin = {
  email: 'admin@packlight.dev',
  password: 'packlight-demo',
} as const;

/** Creates the demo administrator unless some administrator exists already. */
export async function seedDemoData(db: Db): Promise<void> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.type, 'admin'))
    .limit(1);
  if (admin) return;
  await createUser(db, {
    type: 'admin',
    firstName: 'Admin',
    lastName: 'Packlight',
    name: 'Admin Packlight',
    email: demoAdmin.email,
    password: demoAdmin.password,
  });
}
