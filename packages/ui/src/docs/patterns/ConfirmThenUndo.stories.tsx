import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { loadModalDialog } from '../../components/Dialog/Dialog';
import { PageHeader } from '../../components/PageHeader';
import { StatusBadge } from '../../components/StatusBadge';
import { ToastProvider, createToaster, useToast } from '../../components/Toast';
import { loadToastList } from '../../components/Toast/Toast';
import { preload } from '../../storybook/preload';

/**
 * A traveler's header with the two kinds of action. Suspend is reversible, so it acts at once,
 * the toast names the new state, and the same button now offers Activate: that is the undo.
 * Delete cannot be undone, so it asks first.
 */
function TravelerActions() {
  const toaster = useToast();
  const [status, setStatus] = useState<'Active' | 'Suspended'>('Active');
  const [deleted, setDeleted] = useState(false);
  const [asking, setAsking] = useState(false);
  const suspended = status === 'Suspended';
  if (deleted) return <p>Maria Lopez was deleted.</p>;
  return (
    <>
      <PageHeader
        title="Maria Lopez"
        lead={<StatusBadge status={status} />}
        actions={
          <>
            {/* One button whose verb flips, so focus stays on it after the change. */}
            <Button
              variant={suspended ? 'secondary' : 'danger'}
              onPress={() => {
                setStatus(suspended ? 'Active' : 'Suspended');
                toaster.success(
                  suspended
                    ? 'Traveler activated successfully!'
                    : 'Traveler suspended successfully!',
                  { action: 'traveler-status' },
                );
              }}
            >
              {suspended ? 'Activate' : 'Suspend'}
            </Button>
            <Button variant="danger" onPress={() => setAsking(true)}>
              Delete
            </Button>
          </>
        }
      />
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title="Delete Account"
        message="Are you sure you want to delete this account? This action cannot be undone."
        confirmLabel="Yes, Delete"
        tone="danger"
        onConfirm={() => {
          setDeleted(true);
          toaster.success('Traveler deleted successfully!', { action: 'traveler-delete' });
        }}
      />
    </>
  );
}

function Demo() {
  // Its own toaster, kept until closed, so no toast leaks between stories or expires mid-test.
  const [toaster] = useState(() => createToaster({ timeout: null }));
  return (
    <ToastProvider toaster={toaster}>
      <TravelerActions />
    </ToastProvider>
  );
}

const meta = {
  title: 'Patterns/Confirm then undo',
  loaders: [preload(loadModalDialog, loadToastList)],
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  render: () => <Demo />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReversibleActsAtOnce: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Suspend' });
    await userEvent.click(button);
    await expect(canvas.getByText('Suspended')).toBeVisible();
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await expect(
      within(region).getByRole('alertdialog', { name: 'Traveler suspended successfully!' }),
    ).toBeInTheDocument();
    // The undo is the reverse action, on the same button, which keeps focus.
    await expect(button).toHaveAccessibleName('Activate');
    await expect(button).toHaveFocus();
  },
};

export const IrreversibleAsksFirst: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Account' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.getByText('Maria Lopez')).toBeVisible();
  },
};
