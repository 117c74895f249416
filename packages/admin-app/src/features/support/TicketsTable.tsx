import { memo, useCallback } from 'react';
import type { SupportTicket } from '@packlight/api-types';
import {
  DataTable,
  EmptyState,
  PersonCell,
  StatusBadge,
  type DataTableColumn,
  type DataTableProps,
  type MenuAction,
} from '@packlight/ui';
import { DateCell } from '../../lib/list/index.ts';
import { ticketLabel } from './ticket-rules.ts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The columns of docs/product/part-2.md §2, the 'View' column aside: the row menu's 'Open chat'
 * and a click on the row open the chat (D62). The ids are the list call's sort names.
 */
const columns: readonly DataTableColumn<SupportTicket>[] = [
  {
    id: 'ticket_id',
    header: 'Ticket ID',
    isRowHeader: true,
    isSortable: true,
    width: '7.5rem',
    cell: ticketLabel,
  },
  {
    id: 'user_type',
    header: 'User Type',
    isSortable: true,
    width: '8rem',
    cell: (ticket) => capitalised(ticket.sender?.type ?? ''),
  },
  {
    id: 'name',
    header: 'Name',
    isSortable: true,
    cell: (ticket) => (
      <PersonCell
        src={ticket.sender?.profile_photo}
        name={ticket.sender?.name || 'User'}
        secondary={ticket.sender?.email}
      />
    ),
  },
  { id: 'subject', header: 'Subject', isSortable: true, cell: (ticket) => ticket.subject },
  {
    id: 'created_at',
    header: 'Date',
    isSortable: true,
    width: '7rem',
    cell: (ticket) => <DateCell value={ticket.created_at} />,
  },
  {
    id: 'status',
    header: 'Status',
    isSortable: true,
    width: '8.5rem',
    cell: (ticket) => <StatusBadge status={ticket.status} />,
  },
];

const getRowId = (ticket: SupportTicket) => ticket.id;
const getRowLabel = (ticket: SupportTicket) =>
  `${ticketLabel(ticket)}${ticket.subject ? `: ${ticket.subject}` : ''}`;

const emptyState = (
  <EmptyState title="No tickets found." hint="Try adjusting filters or check back later." isLive />
);

type TicketsTableProps = Pick<
  DataTableProps<SupportTicket>,
  | 'aria-labelledby'
  | 'rows'
  | 'sort'
  | 'onSortChange'
  | 'onRowAction'
  | 'isLoading'
  | 'loadingRowCount'
  | 'error'
  | 'onRetry'
>;

/** The support tickets table; memoised so typing in the search box redraws no rows. */
export const TicketsTable = memo(function TicketsTable(props: TicketsTableProps) {
  const { onRowAction } = props;
  const rowActions = useCallback(
    (ticket: SupportTicket): MenuAction[] => [
      { id: 'open', label: 'Open chat', onAction: () => onRowAction?.(ticket) },
    ],
    [onRowAction],
  );
  return (
    <DataTable
      {...props}
      rowActions={rowActions}
      columns={columns}
      getRowId={getRowId}
      getRowLabel={getRowLabel}
      loadingLabel="Loading tickets..."
      emptyState={emptyState}
    />
  );
});
