import { useState } from 'react';
import type { TicketStatus } from '@packlight/api-types';
import { Select, toast } from '@packlight/ui';
import { errorText } from '../../lib/api-error.ts';
import { versionOf } from '../../lib/live/record-versions.ts';
import { setTicketStatus } from './api.ts';
import { statusChoices } from './ticket-rules.ts';

export interface TicketStatusSelectProps {
  /** The ticket whose status this changes. */
  ticketId: number;
  /** Its status as last read from the server. */
  status: TicketStatus;
}

/**
 * The chat's status dropdown: the choice shows at once, and the previous status comes back if the
 * server refuses it (docs/product/part-2.md §4).
 */
export function TicketStatusSelect({ ticketId, status }: TicketStatusSelectProps) {
  // The choice stands until the server's status changes (the answer refetched it), or fails.
  const [chosen, setChosen] = useState<{ value: TicketStatus; over: TicketStatus } | null>(null);
  const shown = chosen && chosen.over === status ? chosen.value : status;

  async function change(next: TicketStatus) {
    if (next === shown) return;
    setChosen({ value: next, over: status });
    try {
      await setTicketStatus(ticketId, next, versionOf('ticket', ticketId));
      toast.success(`Ticket status updated to ${next}.`);
    } catch (error) {
      setChosen(null);
      toast.danger(`Failed to update ticket status. ${errorText(error, 'Please try again.')}`);
    }
  }

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
