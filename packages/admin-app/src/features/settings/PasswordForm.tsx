import { Controller, useForm } from 'react-hook-form';
import { passwordUpdatePayloadSchema } from '@packlight/api-types';
import { Button, Inline, PasswordField, Stack, toast } from '@packlight/ui';
import { failureText } from '../../lib/api-error.ts';
import { showServerErrors } from '../../lib/forms/server-errors.ts';
import { updatePassword } from './api.ts';
import { contractResolver } from '../../lib/forms/resolver.ts';
import * as styles from './SettingsScreen.css.ts';
import { fieldBinding } from '../../lib/forms/field-binding.ts';

interface PasswordFormValues {
  oldpassword: string;
  newpassword: string;
  confirmpassword: string;
}

const passwordFields = ['oldpassword', 'newpassword', 'confirmpassword'] as const;
/** The password's toasts: a success closes the failures before it (D46). */
const passwordAction = 'update-password';
const empty: PasswordFormValues = { oldpassword: '', newpassword: '', confirmpassword: '' };

const labels: Record<(typeof passwordFields)[number], string> = {
  oldpassword: 'Current Password',
  newpassword: 'New Password',
  confirmpassword: 'Confirm Password',
};
const autoCompletes = {
  oldpassword: 'current-password',
  newpassword: 'new-password',
  confirmpassword: 'new-password',
} as const;

/**
 * Password: current, new and confirmation, each with show/hide. A mismatch is shown under the
 * confirmation and nothing is sent (docs/product/decisions.md D7); the server checks the rest.
 */
export function PasswordForm({ userId }: { userId: number }) {
  const { control, handleSubmit, setError, reset, formState } = useForm<PasswordFormValues>({
    defaultValues: empty,
    resolver: contractResolver(passwordUpdatePayloadSchema, (values) => ({
      user_id: userId,
      ...values,
    })),
  });

  const save = handleSubmit(async (values) => {
    try {
      await updatePassword({ user_id: userId, ...values });
      reset(empty);
      toast.success('Password updated successfully!', { action: passwordAction });
    } catch (error) {
      // Field errors under their fields; a toast only for one that belongs to none (D46).
      const general = showServerErrors(error, setError, passwordFields, failureText(error));
      if (general) toast.danger(general, { action: passwordAction });
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Password">
      <Stack gap="lg">
        <div className={styles.passwordFields}>
          {passwordFields.map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <PasswordField
                  label={labels[name]}
                  autoComplete={autoCompletes[name]}
                  {...fieldBinding(field, fieldState)}
                />
              )}
            />
          ))}
        </div>
        <Inline justify="end">
          <Button type="submit" isPending={formState.isSubmitting}>
            Update Password
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
