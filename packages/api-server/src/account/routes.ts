import { endpoints } from '@packlight/api-types';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { revokeOtherTokens } from '../auth/tokens.ts';
import { sniffImage } from '../files/storage.ts';
import { forbidden, validationFailed } from '../http/errors.ts';
import type { Registrar } from '../http/registrar.ts';
import type { Services } from '../services.ts';
import { normaliseEmail } from '../users/queries.ts';
import { userResource } from '../users/resource.ts';
import { emailTakenByOther, updatePasswordHash, updateProfile } from './queries.ts';

export function registerAccountRoutes(routes: Registrar, services: Services): void {
  routes.route(endpoints.account.updateProfile, async ({ input, auth, db }) => {
    // The form names the user; one may only change oneself here.
    if (input.user_id !== auth.user.id) throw forbidden();
    const email = normaliseEmail(input.email);
    if (await emailTakenByOther(db, email, auth.user.id))
      throw validationFailed({ email: ['The email has already been taken.'] });

    let profilePhoto = auth.user.profilePhoto;
    if (input.profile_photo) {
      // The declared type is the client's word; the bytes decide.
      const bytes = new Uint8Array(await input.profile_photo.arrayBuffer());
      const type = sniffImage(bytes);
      if (!type) {
        throw validationFailed({
          profile_photo: ['The profile photo field must be a file of type: png, jpg, jpeg.'],
        });
      }
      profilePhoto = await services.storage.save('avatars', type, bytes);
    }
    const updated = await updateProfile(db, auth.user.id, {
      firstName: input.first_name,
      lastName: input.last_name,
      email,
      phone: input.phone ?? null,
      profilePhoto,
    });
    if (profilePhoto !== auth.user.profilePhoto)
      await services.storage.remove(auth.user.profilePhoto);
    return { message: 'Profile updated successfully!', data: userResource(updated) };
  });

  routes.route(endpoints.account.updatePassword, async ({ input, auth, db }) => {
    if (input.user_id !== auth.user.id) throw forbidden();
    if (!(await verifyPassword(input.oldpassword, auth.user.passwordHash))) {
      throw validationFailed({ oldpassword: ['The current password is incorrect.'] });
    }
    await updatePasswordHash(db, auth.user.id, await hashPassword(input.newpassword));
    await revokeOtherTokens(db, auth.user.id, auth.tokenId);
    return { message: 'Password updated successfully!' };
  });
}
