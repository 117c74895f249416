import { useState } from 'react';
import { Button, Dialog, Select, Stack, TextField, toast } from '@packlight/ui';
import { ApiError, errorText } from '../../lib/api-error.ts';
import { inviteAdmin } from './api.ts';
import type { RoleChoice } from './role-choices.ts';

export interface InviteDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Opens or closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /** Called once the invitation is sent (the team list reloads). */
  onInvited: () => void;
  /** The roles the signed-in admin may give (role-choices.ts). */
  choices: readonly RoleChoice[];
  /** The role chosen until the inviter picks another: the least a new admin needs. */
  defaultRoleId: number | undefined;
}

type Field = 'name' | 'email' | 'role';

/**
 * "Invite admin": a name, an email and the role they will hold (decisions.md D71); the server's
 * refusals show under their field.
 */
export function InviteDialog({
  isOpen,
  onOpenChange,
  onInvited,
  choices,
  defaultRoleId,
}: InviteDialogProps) {
  const [values, setValues] = useState({ name: '', email: '' });
  // Null until the inviter picks a role: the default holds, also once the roles have loaded.
  const [picked, setPicked] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [isWorking, setIsWorking] = useState(false);
  const roleId = picked ?? defaultRoleId;
  const chosen = choices.find((choice) => choice.id === roleId);

  async function submit() {
    const missing: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) missing.name = 'Enter the name of the person you invite.';
    if (!values.email.trim()) missing.email = 'Enter their email address.';
    if (roleId === undefined) missing.role = 'Choose the role they will hold.';
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    setIsWorking(true);
    try {
      const message = await inviteAdmin({ ...values, role: roleId });
      toast.success(`${message} ${values.name.trim()} has 72 hours to accept.`);
      setValues({ name: '', email: '' });
      setPicked(null);
      setErrors({});
      onInvited();
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setErrors({
          name: error.fieldError('name'),
          email: error.fieldError('email'),
          role: error.fieldError('role'),
        });
      } else toast.danger(errorText(error, 'The invitation could not be sent. Please try again.'));
    } finally {
      setIsWorking(false);
    }
  }

  const edit = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Invite admin"
      size="sm"
      isKeyboardDismissDisabled={isWorking}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button type="submit" form="invite-admin-form" isPending={isWorking}>
            Send invitation
          </Button>
        </>
      )}
    >
      <form
        id="invite-admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextField
            label="Name"
            autoComplete="off"
            value={values.name}
            onChange={edit('name')}
            errorMessage={errors.name}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            description="They receive a link to set their password. It works once, for 72 hours."
            value={values.email}
            onChange={edit('email')}
            errorMessage={errors.email}
          />
          <Select
            label="Role"
            options={choices}
            selectedKey={roleId ?? null}
            onSelectionChange={(key) => {
              setPicked(Number(key));
              setErrors((current) => ({ ...current, role: undefined }));
            }}
            placeholder="Choose a role"
            description={chosen?.description ?? 'What they may do in the back office.'}
            errorMessage={errors.role}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
