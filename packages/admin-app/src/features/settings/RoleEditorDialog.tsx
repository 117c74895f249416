import { useState } from 'react';
import type { Permission, Role } from '@packlight/api-types';
import { Button, Checkbox, Dialog, Stack, TextArea, TextField, toast } from '@packlight/ui';
import { ApiError, errorText } from '../../lib/api-error.ts';
import { createRole, updateRole } from './api.ts';
import {
  editableAreas,
  everyArea,
  roleFormProblems,
  roleFormValues,
  rolePayload,
  type RoleFormValues,
} from './role-form.ts';
import * as styles from './RoleEditor.css.ts';

/** What the editor is open for: a new role, a custom role to edit, or a built-in one to read. */
export type RoleEditing = { mode: 'create' } | { mode: 'edit' | 'view'; role: Role };

export interface RoleEditorDialogProps {
  /** What the dialog shows; null keeps it closed. */
  editing: RoleEditing | null;
  /** Closes the dialog (after saving, or on Cancel). */
  onClose: () => void;
}

type Field = 'name' | 'description' | 'permissions';
type Problems = Partial<Record<Field, string>>;

const editedRole = (editing: RoleEditing | null) =>
  editing && editing.mode !== 'create' ? editing.role : undefined;

/**
 * Creates, edits or shows a role (decisions.md D71): its name, a description, and its
 * permissions as checkboxes grouped by area, each said in a sentence. A built-in role is shown
 * read-only. The server's refusals show under their field.
 */
export function RoleEditorDialog({ editing, onClose }: RoleEditorDialogProps) {
  const [shownFor, setShownFor] = useState(editing);
  const [values, setValues] = useState<RoleFormValues>(() => roleFormValues(editedRole(editing)));
  const [problems, setProblems] = useState<Problems>({});
  const [isWorking, setIsWorking] = useState(false);
  // Each opening starts from the role it is for (React's "adjust state while rendering").
  if (editing !== shownFor) {
    setShownFor(editing);
    if (editing) {
      setValues(roleFormValues(editedRole(editing)));
      setProblems({});
    }
  }
  const isReadOnly = editing?.mode === 'view';
  const role = editedRole(editing);

  async function save() {
    if (!editing || isReadOnly) return;
    const missing = roleFormProblems(values);
    if (Object.keys(missing).length > 0) return setProblems(missing);
    setIsWorking(true);
    try {
      const payload = rolePayload(values);
      toast.success(
        editing.mode === 'edit'
          ? await updateRole(editing.role.id, payload)
          : await createRole(payload),
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setProblems({
          name: error.fieldError('name'),
          description: error.fieldError('description'),
          permissions: error.fieldError('permissions') ?? error.fieldError('permissions.0'),
        });
      } else {
        toast.danger(errorText(error, 'The role could not be saved. Please try again.'));
        if (error instanceof ApiError && error.status === 403) onClose();
      }
    } finally {
      setIsWorking(false);
    }
  }

  function edit(field: 'name' | 'description') {
    return (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setProblems((current) => ({ ...current, [field]: undefined }));
    };
  }

  function toggle(permission: Permission, isChosen: boolean) {
    setValues((current) => {
      const next = new Set(current.permissions);
      if (isChosen) next.add(permission);
      else next.delete(permission);
      return { ...current, permissions: next };
    });
    setProblems((current) => ({ ...current, permissions: undefined }));
  }

  const title =
    editing?.mode === 'create' ? 'New role' : isReadOnly ? `${role?.name} (built-in)` : 'Edit role';

  return (
    <Dialog
      isOpen={editing !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      size="lg"
      isKeyboardDismissDisabled={isWorking}
      actions={
        isReadOnly ? (
          <Button onPress={onClose}>Close</Button>
        ) : (
          <>
            <Button variant="secondary" onPress={onClose}>
              Cancel
            </Button>
            <Button type="submit" form="role-editor-form" isPending={isWorking}>
              {editing?.mode === 'create' ? 'Create role' : 'Save role'}
            </Button>
          </>
        )
      }
    >
      <form
        id="role-editor-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          {isReadOnly ? (
            <p className={styles.muted}>
              {role?.description} Built-in roles cannot be changed; make a custom role for anything
              else.
            </p>
          ) : (
            <div className={styles.fields}>
              <TextField
                label="Name"
                autoComplete="off"
                value={values.name}
                onChange={edit('name')}
                errorMessage={problems.name}
              />
              <TextArea
                label="Description"
                description="Optional: who the role is for."
                value={values.description}
                onChange={edit('description')}
                errorMessage={problems.description}
              />
            </div>
          )}
          <PermissionChoices
            values={values}
            isReadOnly={isReadOnly}
            error={problems.permissions}
            onToggle={toggle}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

interface PermissionChoicesProps {
  values: RoleFormValues;
  isReadOnly: boolean;
  error: string | undefined;
  onToggle: (permission: Permission, isChosen: boolean) => void;
}

/** The permissions, one group per area, each checkbox labelled with what it allows. */
function PermissionChoices({ values, isReadOnly, error, onToggle }: PermissionChoicesProps) {
  // A built-in role may hold what a custom one cannot (the Owner manages roles).
  const areas = isReadOnly ? everyArea : editableAreas;
  return (
    <Stack gap="sm">
      <h3 className={styles.permissionsHeading}>Permissions</h3>
      {!isReadOnly && (
        <p className={styles.muted}>
          Choose what the role may do. Managing roles and owners stays with the Owner role.
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.areas}>
        {areas.map((area) => (
          <fieldset key={area.key} className={styles.area}>
            <legend className={styles.legend}>{area.name}</legend>
            {area.permissions.map(({ permission, description }) => (
              <Checkbox
                key={permission}
                isSelected={values.permissions.has(permission)}
                isReadOnly={isReadOnly}
                isInvalid={Boolean(error)}
                onChange={(isChosen) => onToggle(permission, isChosen)}
              >
                {description}
              </Checkbox>
            ))}
          </fieldset>
        ))}
      </div>
    </Stack>
  );
}
