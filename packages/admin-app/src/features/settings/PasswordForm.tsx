import { Controller, useForm } from 'react-hook-form';
import { passwordUpdatePayloadSchema } from '@packlight/api-types';
import { Button, Inline, Notice, PasswordField, Stack, toast } from '@packlight/ui';
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
      toast.success('Password updated successfully!');
    } catch (error) {
      const banner = showServerErrors(error, setError, passwordFields, 'Something went wrong!');
      if (banner) setError('root', { message: banner });
      toast.danger(banner ?? 'Something went wrong!');
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label="Password">
      <Stack gap="lg">
        {formState.errors.root?.message && (
          <Notice tone="danger">{formState.errors.root.message}</Notice>
        )}
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
