import { useState } from 'react';
import type { TeamAdmin, TeamInvitation } from '@packlight/api-types';
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
} from '@packlight/ui';
import { errorText } from '../../lib/api-error.ts';
import {
  deactivateAdmin,
  reactivateAdmin,
  resendInvitation,
  revokeInvitation,
  useTeam,
} from './api.ts';
import { InviteDialog } from './InviteDialog.tsx';
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
 * The Team tab: every administrator (name, email, two-factor, last active) and the pending
 * invitations, with invite, resend, revoke, deactivate and reactivate, each confirmed first.
 */
export function TeamPanel({ currentUserId }: TeamPanelProps) {
  const { data, error, isLoading, mutate } = useTeam();
  const [isInviting, setIsInviting] = useState(false);
  const [asked, setAsked] = useState<Asked | null>(null);
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

  const invitationColumns: DataTableColumn<TeamInvitation>[] = [
    { id: 'name', header: 'Name', isRowHeader: true, cell: (invitation) => invitation.name },
    { id: 'email', header: 'Email', cell: (invitation) => invitation.email },
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
          Administrators run the back office. A deactivated admin cannot sign in; their history
          stays.
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
        rowActions={(admin) =>
          admin.deactivated_at
            ? [
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
              ]
            : [
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
              ]
        }
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
