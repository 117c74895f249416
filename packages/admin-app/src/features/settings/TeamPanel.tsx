import { useState } from 'react';
import { ownerOnlyPermission, type TeamAdmin, type TeamInvitation } from '@packlight/api-types';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Inline,
  RelativeTime,
  Stack,
  StatusBadge,
  toast,
  type DataTableColumn,
  type MenuAction,
} from '@packlight/ui';
import { usePermission } from '../../lib/access/use-permission.ts';
import { errorText } from '../../lib/api-error.ts';
import {
  deactivateAdmin,
  reactivateAdmin,
  resendInvitation,
  revokeInvitation,
  useRoles,
  useTeam,
} from './api.ts';
import { ChangeRoleDialog } from './ChangeRoleDialog.tsx';
import { InviteDialog } from './InviteDialog.tsx';
import { defaultInvitationChoice, mayActOn, roleChoices } from './role-choices.ts';
import * as styles from './SettingsScreen.css.ts';

export interface TeamPanelProps {
  /** The signed-in administrator, who cannot deactivate themself. */
  currentUserId: number;
}

/** An action waiting for its confirmation. */
interface Asked {
  title: string;
  message: string;
  confirmLabel: string;
  tone: 'danger' | 'neutral';
  run: () => Promise<string>;
}

const adminName = (admin: TeamAdmin) => admin.name ?? admin.email;

/**
 * The Team tab: every administrator (name, email, role, two-factor, last active) and the pending
 * invitations, with invite, resend, revoke, change role, deactivate and reactivate, each
 * confirmed first. Owners are changed, deactivated and reactivated only by owners (D71).
 */
export function TeamPanel({ currentUserId }: TeamPanelProps) {
  const { data, error, isLoading, mutate } = useTeam();
  const roles = useRoles().data?.data ?? [];
  const mayManageOwners = usePermission(ownerOnlyPermission);
  const choices = roleChoices(roles, mayManageOwners);
  const [isInviting, setIsInviting] = useState(false);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [changingRole, setChangingRole] = useState<TeamAdmin | null>(null);
  const admins = data?.data.admins ?? [];
  const invitations = data?.data.invitations ?? [];

  async function confirmAsked() {
    if (!asked) return;
    try {
      toast.success(await asked.run());
    } catch (caught) {
      toast.danger(errorText(caught, 'That did not work. Please try again.'));
    } finally {
      void mutate();
    }
  }

  const adminColumns: DataTableColumn<TeamAdmin>[] = [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      cell: (admin) =>
        admin.id === currentUserId ? `${adminName(admin)} (you)` : adminName(admin),
    },
    { id: 'email', header: 'Email', cell: (admin) => admin.email },
    { id: 'role', header: 'Role', cell: (admin) => admin.role.name },
    {
      id: 'two_factor',
      header: 'Two-factor',
      cell: (admin) => (admin.two_factor ? 'On' : 'Off'),
    },
    {
      id: 'last_active',
      header: 'Last active',
      cell: (admin) =>
        admin.last_active_at ? (
          <RelativeTime date={admin.last_active_at} isFocusable={false} />
        ) : (
          'Never'
        ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (admin) => <StatusBadge status={admin.deactivated_at ? 'Deactivated' : 'Active'} />,
    },
  ];

  /** An owner's row offers nothing to an admin who does not manage owners: the server refuses. */
  function adminActions(admin: TeamAdmin): MenuAction[] {
    if (!mayActOn(admin, mayManageOwners)) return [];
    const changeRole: MenuAction = {
      id: 'role',
      label: 'Change role',
      onAction: () => setChangingRole(admin),
    };
    if (admin.deactivated_at) {
      return [
        changeRole,
        {
          id: 'reactivate',
          label: 'Reactivate',
          onAction: () =>
            setAsked({
              title: 'Reactivate admin',
              message: `${adminName(admin)} will be able to sign in again with their password.`,
              confirmLabel: 'Reactivate',
              tone: 'neutral',
              run: () => reactivateAdmin(admin.id),
            }),
        },
      ];
    }
    return [
      changeRole,
      {
        id: 'deactivate',
        label: 'Deactivate',
        isDisabled: admin.id === currentUserId,
        onAction: () =>
          setAsked({
            title: 'Deactivate admin',
            message: `${adminName(admin)} is signed out everywhere at once and cannot sign in until reactivated. Their history stays.`,
            confirmLabel: 'Deactivate',
            tone: 'danger',
            run: () => deactivateAdmin(admin.id),
          }),
      },
    ];
  }

  const invitationColumns: DataTableColumn<TeamInvitation>[] = [
    { id: 'name', header: 'Name', isRowHeader: true, cell: (invitation) => invitation.name },
    { id: 'email', header: 'Email', cell: (invitation) => invitation.email },
    { id: 'role', header: 'Role', cell: (invitation) => invitation.role.name },
    { id: 'invited_by', header: 'Invited by', cell: (invitation) => invitation.invited_by ?? '—' },
    {
      id: 'expires',
      header: 'Link',
      cell: (invitation) =>
        invitation.expired ? (
          <StatusBadge status="Expired" />
        ) : (
          <span>
            expires <RelativeTime date={invitation.expires_at} isFocusable={false} />
          </span>
        ),
    },
  ];

  return (
    <Stack gap="lg">
      <Inline gap="sm" justify="between" wrap className={styles.teamToolbar}>
        <p className={styles.teamLead}>
          Administrators run the back office, each doing what their role allows. A deactivated admin
          cannot sign in; their history stays.
        </p>
        <Button onPress={() => setIsInviting(true)}>Invite admin</Button>
      </Inline>
      <DataTable
        aria-label="Administrators"
        columns={adminColumns}
        rows={admins}
        getRowId={(admin) => admin.id}
        getRowLabel={adminName}
        isLoading={isLoading}
        loadingLabel="Loading the team..."
        error={error && !data ? 'The team could not be loaded.' : undefined}
        onRetry={() => void mutate()}
        emptyState="No administrators."
        rowActions={adminActions}
      />
      <h2 className={styles.teamHeading}>Pending invitations</h2>
      <DataTable
        aria-label="Pending invitations"
        columns={invitationColumns}
        rows={invitations}
        getRowId={(invitation) => invitation.id}
        getRowLabel={(invitation) => invitation.name}
        isLoading={isLoading}
        loadingLabel="Loading invitations..."
        emptyState="No pending invitations."
        rowActions={(invitation) => [
          {
            id: 'resend',
            label: 'Resend',
            onAction: () =>
              setAsked({
                title: 'Resend invitation',
                message: `${invitation.email} gets a new link, valid for 72 hours. The old link stops working.`,
                confirmLabel: 'Resend',
                tone: 'neutral',
                run: () => resendInvitation(invitation.id),
              }),
          },
          {
            id: 'revoke',
            label: 'Revoke',
            onAction: () =>
              setAsked({
                title: 'Revoke invitation',
                message: `The link sent to ${invitation.email} stops working.`,
                confirmLabel: 'Revoke',
                tone: 'danger',
                run: () => revokeInvitation(invitation.id),
              }),
          },
        ]}
      />
      <InviteDialog
        isOpen={isInviting}
        onOpenChange={setIsInviting}
        onInvited={() => void mutate()}
        choices={choices}
        defaultRoleId={defaultInvitationChoice(roles)}
      />
      <ChangeRoleDialog
        admin={changingRole}
        choices={choices}
        onClose={() => setChangingRole(null)}
      />
      <ConfirmDialog
        isOpen={asked !== null}
        onOpenChange={(isOpen) => !isOpen && setAsked(null)}
        title={asked?.title ?? ''}
        message={asked?.message ?? ''}
        confirmLabel={asked?.confirmLabel ?? 'Confirm'}
        tone={asked?.tone ?? 'neutral'}
        onConfirm={confirmAsked}
      />
    </Stack>
  );
}
