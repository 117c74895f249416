import { useCallback, useMemo, useState } from 'react';
import type { TicketStatus } from '@packlight/api-types';
import { Select, toast } from '@packlight/ui';
import { errorText } from '../../lib/api-error.ts';
import { versionOf } from '../../lib/live/record-versions.ts';
import { useRecordCommands } from '../../lib/palette/record-commands.ts';
import { setTicketStatus } from './api.ts';
import { statusChoices } from './ticket-rules.ts';

export interface TicketStatusSelectProps {
  /** The ticket whose status this changes. */
  ticketId: number;
  /** Its status as last read from the server. */
  status: TicketStatus;
  /** The ticket's display id ('TCK-0042'), naming the palette's group of its actions. */
  label: string;
}

/**
 * The chat's status dropdown: the choice shows at once, and the previous status comes back if the
 * server refuses it (docs/product/part-2.md §4). The command palette offers the same choices
 * ('Mark this ticket Resolved'), through the same change.
 */
export function TicketStatusSelect({ ticketId, status, label }: TicketStatusSelectProps) {
  // The choice stands until the server's status changes (the answer refetched it), or fails.
  const [chosen, setChosen] = useState<{ value: TicketStatus; over: TicketStatus } | null>(null);
  const shown = chosen && chosen.over === status ? chosen.value : status;

  const change = useCallback(
    async (next: TicketStatus) => {
      if (next === shown) return;
      setChosen({ value: next, over: status });
      try {
        await setTicketStatus(ticketId, next, versionOf('ticket', ticketId));
        toast.success(`Ticket status updated to ${next}.`);
      } catch (error) {
        setChosen(null);
        toast.danger(`Failed to update ticket status. ${errorText(error, 'Please try again.')}`);
      }
    },
    [shown, status, ticketId],
  );

  const commands = useMemo(
    () => ({
      title: `Ticket ${label}`,
      commands: statusChoices()
        .filter((choice) => choice !== shown)
        .map((choice) => ({
          id: `status-${choice}`,
          label: `Mark this ticket ${choice}`,
          run: () => void change(choice),
        })),
    }),
    [change, label, shown],
  );
  useRecordCommands(commands);

  return (
    <Select
      label="Status"
      size="sm"
      options={statusChoices().map((choice) => ({ id: choice, label: choice }))}
      value={shown}
      onChange={(next) => {
        if (next != null) void change(next as TicketStatus);
      }}
    />
  );
}
