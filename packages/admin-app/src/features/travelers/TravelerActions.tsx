import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TravelerDetail, TravelerStatus } from '@packlight/api-types';
import { Button, ConfirmDialog, Inline, toast } from '@packlight/ui';
import { errorText } from '../../lib/api-error.ts';
import { toastWithUndo } from '../../lib/list/index.ts';
import { useRecordCommand } from '../../lib/palette/record-commands.ts';
import { paths } from '../../lib/paths.ts';
import { deleteTraveler, setTravelersStatus } from './api.ts';
import { restoringAction } from './status-words.ts';

/**
 * The profile's own Suspend / Activate and Delete, so a person looking at a traveler does not have
 * to go back to the list to act. Delete asks first and names who is deleted.
 */
export function TravelerActions({ traveler }: { traveler: TravelerDetail }) {
  const navigate = useNavigate();
  const [isWorking, setWorking] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const name = traveler.name || 'This traveler';
  const isActive = traveler.status === 'Active';
  useRecordCommand(
    name,
    isActive ? 'Suspend this traveler' : 'Activate this traveler',
    () => void toggleStatus(),
    isActive ? 'danger' : 'neutral',
  );

  async function toggleStatus() {
    setWorking(true);
    try {
      await setTravelersStatus([traveler.id], isActive ? 'Deactivate' : 'Activate');
      // As in the list: the toast can take the change back while it shows.
      const before: TravelerStatus = isActive ? 'Active' : 'Suspended';
      toastWithUndo(`${name} is now ${isActive ? 'Suspended' : 'Active'}.`, async () => {
        await setTravelersStatus([traveler.id], restoringAction[before]);
        return `${name} is back to ${before}.`;
      });
    } catch (error) {
      toast.danger(
        `Could not ${isActive ? 'suspend' : 'activate'} ${name}. ${errorText(error, 'Please try again.')}`,
      );
    } finally {
      setWorking(false);
    }
  }

  return (
    <Inline gap="sm">
      <Button
        variant="secondary"
        size="sm"
        isDisabled={isWorking}
        onPress={() => void toggleStatus()}
      >
        {isActive ? 'Suspend' : 'Activate'}
      </Button>
      <Button variant="danger" size="sm" isDisabled={isWorking} onPress={() => setDeleteOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        isOpen={isDeleteOpen}
        onOpenChange={setDeleteOpen}
        title="Delete Account"
        message={`Are you sure you want to delete ${name}'s account? This action cannot be undone.`}
        confirmLabel="Yes, Delete"
        tone="danger"
        onConfirm={async () => {
          try {
            await deleteTraveler(traveler.id);
          } catch (error) {
            toast.danger(`Could not delete the account. ${errorText(error, 'Please try again.')}`);
            throw error;
          }
          toast.success(`${name}'s account was deleted.`);
          void navigate(paths.travelers.href(), { replace: true });
        }}
      />
    </Inline>
  );
}
