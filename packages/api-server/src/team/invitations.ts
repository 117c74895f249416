import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  defaultInvitationRole,
  invitationHours,
  type invitePayloadSchema,
  type TeamInvitation,
} from '@packlight/api-types';
import type { z } from 'zod';
import { recordActivity } from '../activity/record.ts';
import { appOrigin } from '../auth/app-origin.ts';
import { hashPassword } from '../auth/password.ts';
import { sha256Hex } from '../auth/secrets.ts';
import type { Db } from '../db/index.ts';
import { adminInvitations, roles, users, type AdminInvitationRow } from '../db/schema/index.ts';
import type { CallerUser } from '../auth/tokens.ts';
import { chosenRole } from '../roles/queries.ts';
import { ensureMayTouchOwners } from './authority.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { simpleMail } from '../mail/mailer.ts';
import type { Services } from '../services.ts';
import { splitName } from '../users/account-form.ts';
import { findUserByEmail, normaliseEmail } from '../users/queries.ts';
import { invitationResource } from './queries.ts';

const emailTaken = 'The email has already been taken.';
const alreadyInvited = 'An invitation to this email is already pending.';
const linkUnusable = 'This invitation link is not valid, or it has already been used.';
const linkExpired = 'This invitation link has expired. Ask an administrator to send a new one.';
const noLongerPending = 'This invitation has already been accepted or revoked.';
const roleGone = "This invitation's role no longer exists. Ask an administrator to send a new one.";

/** The role a pending invitation gives; every pending one has one (a held role is not deleted). */
async function roleOf(tx: Db, row: AdminInvitationRow) {
  const [role] =
    row.roleId === null ? [] : await tx.select().from(roles).where(eq(roles.id, row.roleId));
  if (!role) throw validationFailed({ token: [roleGone] });
  return role;
}

/** A fresh link secret: only its sha256 is stored (D53). */
function newToken(now: Date) {
  const token = randomBytes(32).toString('hex');
  return {
    token,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + invitationHours * 3_600_000),
  };
}

/**
 * The invitation mail, recorded in the invitation's transaction and sent once it commits (D64);
 * its link is built from APP_URL (or the bound address), never a header.
 */
async function mailInvitation(services: Services, tx: Db, row: AdminInvitationRow, token: string) {
  const link = new URL('/accept-invitation', appOrigin(services));
  link.searchParams.set('token', token);
  await services.mailer.send(
    simpleMail({
      to: row.email,
      subject: 'You are invited to the Packlight back office',
      lines: [`Hello ${row.name},`, 'You are invited to join the Packlight back office team.'],
      action: { label: 'Set your password', url: link.toString() },
      after: [`This link works once and expires in ${invitationHours} hours.`],
      secrets: [token],
    }),
    tx,
  );
}

const isPending = and(isNull(adminInvitations.acceptedAt), isNull(adminInvitations.revokedAt));

/**
 * POST /team/invitations: 422 on `email` when an account or a pending invitation has it, on
 * `role` when it names no role; 403 for an owner's invitation unless an owner sends it (D71).
 */
export async function invite(
  services: Services,
  db: Db,
  input: z.output<typeof invitePayloadSchema>,
  caller: CallerUser,
): Promise<TeamInvitation> {
  const role = await chosenRole(db, input.role ?? defaultInvitationRole);
  ensureMayTouchOwners(caller, role.key);
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(db, email)) throw validationFailed({ email: [emailTaken] });
  const now = services.clock.now();
  const { token, ...secret } = newToken(now);
  const row = await services.mailer.transaction(db, async (tx) => {
    const [pending] = await tx
      .select({ id: adminInvitations.id })
      .from(adminInvitations)
      .where(and(eq(adminInvitations.email, email), isPending));
    if (pending) throw validationFailed({ email: [alreadyInvited] });
    const [inserted] = await tx
      .insert(adminInvitations)
      .values({ name: input.name.trim(), email, invitedBy: caller.id, roleId: role.id, ...secret })
      .returning();
    if (!inserted) throw new Error('Inserting an invitation returned no row');
    await recordActivity(tx, {
      action: 'invited',
      subjectType: 'invitation',
      subjectId: inserted.id,
      changes: { role: { after: role.name } },
    });
    await mailInvitation(services, tx, inserted, token);
    return inserted;
  });
  return invitationResource(row, role, now);
}

/** A pending invitation by id, locked for the change; 404 unknown, 422 no longer pending. */
async function lockPending(tx: Db, id: number): Promise<AdminInvitationRow> {
  const [row] = await tx
    .select()
    .from(adminInvitations)
    .where(eq(adminInvitations.id, id))
    .for('update');
  if (!row) throw notFound();
  if (row.acceptedAt || row.revokedAt) throw validationFailed({ invitation: [noLongerPending] });
  return row;
}

/** POST /team/invitations/{id}/resend: a new link and 72 h again; the old link stops working. */
export async function resendInvitation(
  services: Services,
  db: Db,
  id: number,
): Promise<TeamInvitation> {
  const now = services.clock.now();
  const { token, ...secret } = newToken(now);
  const row = await services.mailer.transaction(db, async (tx) => {
    await lockPending(tx, id);
    const [updated] = await tx
      .update(adminInvitations)
      .set(secret)
      .where(eq(adminInvitations.id, id))
      .returning();
    await recordActivity(tx, {
      action: 'invitation_resent',
      subjectType: 'invitation',
      subjectId: id,
    });
    await mailInvitation(services, tx, updated!, token);
    return updated!;
  });
  return invitationResource(row, await roleOf(db, row), now);
}

/** POST /team/invitations/{id}/revoke: the link stops working; the row stays as history. */
export async function revokeInvitation(
  services: Services,
  db: Db,
  id: number,
): Promise<TeamInvitation> {
  const now = services.clock.now();
  return db.transaction(async (tx) => {
    await lockPending(tx, id);
    const [updated] = await tx
      .update(adminInvitations)
      .set({ revokedAt: now })
      .where(eq(adminInvitations.id, id))
      .returning();
    await recordActivity(tx, {
      action: 'invitation_revoked',
      subjectType: 'invitation',
      subjectId: id,
    });
    return invitationResource(updated!, await roleOf(tx, updated!), now);
  });
}

/** The invitation a link's token names, if it can still be used; 422 on `token` otherwise. */
async function usableInvitation(db: Db, token: string, now: Date, lock: boolean) {
  const query = db
    .select()
    .from(adminInvitations)
    .where(eq(adminInvitations.tokenHash, sha256Hex(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.acceptedAt || row.revokedAt) throw validationFailed({ token: [linkUnusable] });
  if (row.expiresAt <= now) throw validationFailed({ token: [linkExpired] });
  return row;
}

/** POST /invitation/show: who the link invites, for the accept page. */
export async function showInvitation(services: Services, db: Db, token: string) {
  const row = await usableInvitation(db, token, services.clock.now(), false);
  return { name: row.name, email: row.email, expires_at: row.expiresAt.toISOString() };
}

/**
 * POST /invitation/accept: creates the administrator with the chosen password and uses up the
 * link, in one transaction; the new admin then signs in as any other.
 */
export async function acceptInvitation(
  services: Services,
  db: Db,
  input: { token: string; password: string },
): Promise<void> {
  const now = services.clock.now();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const row = await usableInvitation(tx, input.token, now, true);
    if (await findUserByEmail(tx, row.email)) throw validationFailed({ token: [emailTaken] });
    const role = await roleOf(tx, row);
    const { firstName, lastName } = splitName(row.name);
    const [user] = await tx
      .insert(users)
      .values({
        type: 'admin',
        name: row.name,
        firstName,
        lastName,
        email: row.email,
        passwordHash,
        roleId: role.id,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('Inserting a user returned no row');
    await tx
      .update(adminInvitations)
      .set({ acceptedAt: now })
      .where(eq(adminInvitations.id, row.id));
    await recordActivity(tx, {
      action: 'invitation_accepted',
      actorId: user.id,
      subjectType: 'admin',
      subjectId: user.id,
    });
  });
}
