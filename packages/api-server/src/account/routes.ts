import { endpoints } from '@packlight/api-types';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { accountChangeMail, ensureCurrentPassword } from '../auth/current-password.ts';
import { deviceName } from '../auth/device-name.ts';
import { listSessions, revokeOtherTokens } from '../auth/tokens.ts';
import { checkImages, commitUploads } from '../files/image-upload.ts';
import { forbidden, validationFailed } from '../http/errors.ts';
import type { Registrar } from '../http/registrar.ts';
import type { Services } from '../services.ts';
import { normaliseEmail } from '../users/queries.ts';
import { userResource } from '../users/resource.ts';
import { emailTakenByOther, updatePasswordHash, updateProfile } from './queries.ts';
import { recordActivity } from '../activity/record.ts';

export function registerAccountRoutes(routes: Registrar, services: Services): void {
  routes.route(endpoints.account.updateProfile, async ({ input, auth, db }) => {
    // The form names the user; one may only change oneself here.
    if (input.user_id !== auth.user.id) throw forbidden();
    const email = normaliseEmail(input.email);
    if (await emailTakenByOther(db, email, auth.user.id))
      throw validationFailed({ email: ['The email has already been taken.'] });

    // The same size and content check as every other upload (files/image-upload.ts).
    const current = await auth.wholeUser();
    const emailChanges = email !== current.email;
    if (emailChanges) await ensureCurrentPassword(current, input.current_password);
    const { images, errors } = await checkImages({ profile_photo: input.profile_photo });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const { profilePhoto } = current;
    const updated = await commitUploads(
      services.storage,
      images,
      () => 'avatars',
      async (paths) => ({
        result: await updateProfile(
          services.mailer,
          db,
          auth.user.id,
          {
            firstName: input.first_name,
            lastName: input.last_name,
            email,
            phone: input.phone ?? null,
            profilePhoto: paths.profile_photo ?? profilePhoto,
          },
          emailChanges
            ? accountChangeMail(
                current.email,
                `The email address of your Packlight account was changed to ${email}.`,
              )
            : null,
        ),
        replaced: paths.profile_photo ? [profilePhoto] : [],
      }),
    );
    return { message: 'Profile updated successfully!', data: userResource(updated, auth.user) };
  });

  routes.route(endpoints.account.updatePassword, async ({ input, auth, db }) => {
    if (input.user_id !== auth.user.id) throw forbidden();
    const { passwordHash } = await auth.wholeUser();
    if (!(await verifyPassword(input.oldpassword, passwordHash))) {
      throw validationFailed({ oldpassword: ['The current password is incorrect.'] });
    }
    const hash = await hashPassword(input.newpassword);
    await db.transaction(async (tx) => {
      await updatePasswordHash(tx, auth.user.id, hash);
      await revokeOtherTokens(tx, auth.user.id, auth.tokenId);
      await recordActivity(tx, { action: 'password_changed', changes: { password: {} } });
    });
    return { message: 'Password updated successfully!' };
  });

  routes.route(endpoints.account.sessions, async ({ auth, db }) => {
    const now = services.clock.now();
    const idleMs = services.sessions.idleMinutes * 60_000;
    const sessions = await listSessions(db, auth.user.id, now, idleMs);
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    const answer = sessions.map((session) => ({
      id: session.id,
      device: deviceName(session.userAgent),
      created_at: session.createdAt.toISOString(),
      last_active_at: iso(session.lastUsedAt),
      expires_at: iso(session.expiresAt),
      current: session.id === auth.tokenId,
    }));
    // The current session first, then the others by last use.
    return { data: answer.sort((a, b) => Number(b.current) - Number(a.current)) };
  });

  routes.route(endpoints.account.signOutOtherSessions, async ({ auth, db }) => {
    await db.transaction(async (tx) => {
      await revokeOtherTokens(tx, auth.user.id, auth.tokenId);
      await recordActivity(tx, { action: 'sessions_ended' });
    });
    return { message: 'Signed out of all other sessions.' };
  });
}
