import { useState } from 'react';
import type { Role } from '@packlight/api-types';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Inline,
  Stack,
  StatusBadge,
  toast,
  type DataTableColumn,
  type MenuAction,
} from '@packlight/ui';
import { errorText } from '../../lib/api-error.ts';
import { deleteRole, useRoles } from './api.ts';
import { roleSummary } from './role-form.ts';
import { RoleEditorDialog, type RoleEditing } from './RoleEditorDialog.tsx';
import * as styles from './SettingsScreen.css.ts';

const columns: readonly DataTableColumn<Role>[] = [
  { id: 'name', header: 'Role', isRowHeader: true, width: '11rem', cell: (role) => role.name },
  {
    id: 'allows',
    header: 'What it allows',
    // A built-in role says it in a sentence; a custom one without a description, by its areas.
    cell: (role) => role.description || roleSummary(role.permissions),
  },
  {
    id: 'admins',
    header: 'Admins',
    align: 'end',
    width: '6rem',
    cell: (role) => role.admins_count.toLocaleString('en-US'),
  },
  {
    id: 'status',
    header: 'Type',
    width: '8rem',
    cell: (role) => <StatusBadge status={role.built_in ? 'Built-in' : 'Custom'} tone="neutral" />,
  },
];

/**
 * The Roles tab, for owners (decisions.md D71): the built-in roles, read-only, and the custom
 * ones, which an owner creates, edits and deletes. A role someone holds cannot be deleted: the
 * server says so, and the toast repeats it.
 */
export function RolesPanel() {
  const { data, error, isLoading, mutate } = useRoles();
  const [editing, setEditing] = useState<RoleEditing | null>(null);
  const [toDelete, setToDelete] = useState<Role | null>(null);
  const roles = data?.data ?? [];

  function rowActions(role: Role): MenuAction[] {
    if (role.built_in) {
      return [
        {
          id: 'view',
          label: 'View permissions',
          onAction: () => setEditing({ mode: 'view', role }),
        },
      ];
    }
    return [
      { id: 'edit', label: 'Edit', onAction: () => setEditing({ mode: 'edit', role }) },
      { id: 'delete', label: 'Delete', tone: 'danger', onAction: () => setToDelete(role) },
    ];
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      toast.success(await deleteRole(toDelete));
    } catch (caught) {
      toast.danger(errorText(caught, 'The role could not be deleted. Please try again.'));
    }
  }

  return (
    <Stack gap="lg">
      <Inline gap="sm" justify="between" wrap className={styles.teamToolbar}>
        <p className={styles.teamLead}>
          A role says what its admins may do. Built-in roles fit most teams; make a custom role for
          anything else.
        </p>
        <Button onPress={() => setEditing({ mode: 'create' })}>New role</Button>
      </Inline>
      <DataTable
        aria-label="Roles"
        columns={columns}
        rows={roles}
        getRowId={(role) => role.id}
        getRowLabel={(role) => role.name}
        isLoading={isLoading}
        loadingLabel="Loading roles..."
        error={error && !data ? 'The roles could not be loaded.' : undefined}
        onRetry={() => void mutate()}
        emptyState="No roles."
        rowActions={rowActions}
      />
      <RoleEditorDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        title="Delete role"
        message={`Delete the role ${toDelete?.name ?? ''}? This cannot be undone.`}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
