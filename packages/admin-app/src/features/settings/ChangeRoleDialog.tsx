import { useState } from 'react';
import type { TeamAdmin } from '@packlight/api-types';
import { Button, Dialog, Select, toast } from '@packlight/ui';
import { ApiError, errorText } from '../../lib/api-error.ts';
import { changeAdminRole } from './api.ts';
import type { RoleChoice } from './role-choices.ts';

export interface ChangeRoleDialogProps {
  /** The administrator whose role changes; null keeps the dialog closed. */
  admin: TeamAdmin | null;
  /** The roles the signed-in admin may give (role-choices.ts). */
  choices: readonly RoleChoice[];
  /** Closes the dialog (after saving, or on Cancel). */
  onClose: () => void;
}

/**
 * "Change role" on a team row (decisions.md D71): a Select of the roles the signed-in admin may
 * give, each said in a sentence. A refusal with a reason (the last active owner keeps the role)
 * shows under the field; a 403 closes the dialog with the server's message, changing nothing.
 */
export function ChangeRoleDialog({ admin, choices, onClose }: ChangeRoleDialogProps) {
  // Null until the admin picks another role: each opening starts from the member's current one.
  const [picked, setPicked] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [isWorking, setIsWorking] = useState(false);
  const roleId = picked ?? admin?.role.id;
  const chosen = choices.find((choice) => choice.id === roleId);

  function close() {
    setPicked(null);
    setError(undefined);
    onClose();
  }

  async function save() {
    if (!admin || roleId === undefined) return;
    if (roleId === admin.role.id) return close();
    setIsWorking(true);
    try {
      toast.success(await changeAdminRole(admin.id, roleId));
      close();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 422) {
        setError(caught.fieldError('role') ?? caught.message);
      } else {
        toast.danger(errorText(caught, 'The role could not be changed. Please try again.'));
        if (caught instanceof ApiError && caught.status === 403) close();
      }
    } finally {
      setIsWorking(false);
    }
  }

  return (
    <Dialog
      isOpen={admin !== null}
      onOpenChange={(isOpen) => !isOpen && close()}
      title="Change role"
      size="sm"
      isKeyboardDismissDisabled={isWorking}
      actions={
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button type="submit" form="change-role-form" isPending={isWorking}>
            Save role
          </Button>
        </>
      }
    >
      <form
        id="change-role-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Select
          label={`Role of ${admin?.name ?? admin?.email ?? ''}`}
          options={choices}
          selectedKey={roleId ?? null}
          onSelectionChange={(key) => {
            setPicked(Number(key));
            setError(undefined);
          }}
          description={chosen?.description}
          errorMessage={error}
        />
      </form>
    </Dialog>
  );
}
