import { Controller, useForm } from 'react-hook-form';
import { profileUpdatePayloadSchema, type User } from '@packlight/api-types';
import { Button, ImageUpload, Inline, PhoneField, Stack, TextField, toast } from '@packlight/ui';
import { failureText } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth/context.ts';
import { showServerErrors } from '../../lib/forms/server-errors.ts';
import { updateProfile } from './api.ts';
import { contractResolver } from '../../lib/forms/resolver.ts';
import { usePasswordConfirmation } from './PasswordConfirmDialog.tsx';
import {
  profileFields,
  profilePayload,
  profileValues,
  type ProfileFormValues,
} from './profile-form.ts';
import * as styles from './SettingsScreen.css.ts';
import { fieldBinding } from '../../lib/forms/field-binding.ts';

/** The profile's toasts: a success closes the failures before it (D46). */
const profileAction = 'update-profile';

/**
 * Personal Information: name, email, phone and photo, saved as multipart to POST /profile/update
 * (docs/product/part-2.md §7). The saved user replaces the session's, so the header shows the
 * new name and photo at once.
 */
export function PersonalInfoForm({ user }: { user: User }) {
  const { updateUser } = useAuth();
  const form = useForm<ProfileFormValues>({
    defaultValues: profileValues(user),
    resolver: contractResolver(profileUpdatePayloadSchema, (values) =>
      profilePayload(user.id, values),
    ),
  });
  const { control, handleSubmit, setError, reset, formState } = form;

  const password = usePasswordConfirmation();

  const saveWith = async (values: ProfileFormValues, currentPassword?: string) => {
    const saved = await updateProfile({
      ...profilePayload(user.id, values),
      ...(currentPassword ? { current_password: currentPassword } : {}),
    });
    updateUser(saved);
    reset(profileValues(saved));
    toast.success('Profile updated successfully!', { action: profileAction });
  };

  const save = handleSubmit(async (values) => {
    try {
      // A new email address is a sensitive change: it asks for the password first.
      if (values.email.trim().toLowerCase() !== user.email.toLowerCase()) {
        await password.confirm((currentPassword) => saveWith(values, currentPassword));
      } else {
        await saveWith(values);
      }
    } catch (error) {
      // Field messages under their fields; a toast only for one that belongs to none (D46; the
      // reference toasts every profile message).
      const general = showServerErrors(error, setError, profileFields, failureText(error));
      if (general) toast.danger(general, { action: profileAction });
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Personal Information">
      <Stack gap="lg">
        <Controller
          control={control}
          name="profile_photo"
          render={({ field, fieldState }) => (
            <ImageUpload
              label="Profile photo"
              {...fieldBinding(field, fieldState)}
              className={styles.photo}
            />
          )}
        />
        <div className={styles.fieldGrid}>
          <Controller
            control={control}
            name="first_name"
            render={({ field, fieldState }) => (
              <TextField
                label="First Name"
                autoComplete="given-name"
                {...fieldBinding(field, fieldState)}
              />
            )}
          />
          <Controller
            control={control}
            name="last_name"
            render={({ field, fieldState }) => (
              <TextField
                label="Last Name"
                autoComplete="family-name"
                {...fieldBinding(field, fieldState)}
              />
            )}
          />
          <Controller
            control={control}
            name="email"
            render={({ field, fieldState }) => (
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                {...fieldBinding(field, fieldState)}
              />
            )}
          />
          <Controller
            control={control}
            name="phone"
            render={({ field, fieldState }) => (
              <PhoneField label="Phone Number" {...fieldBinding(field, fieldState)} />
            )}
          />
        </div>
        <Inline justify="end">
          <Button type="submit" isPending={formState.isSubmitting}>
            Save Changes
          </Button>
        </Inline>
      </Stack>
      {password.dialog}
    </form>
  );
}
