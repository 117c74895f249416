import { memo } from 'react';
import type { Traveler } from '@packlight/api-types';
import {
  DataTable,
  EmptyState,
  PersonCell,
  type DataTableColumn,
  type DataTableProps,
} from '@packlight/ui';
import { TravelerStatusBadge } from './TravelerStatusBadge.tsx';

/** The columns of the travelers table; module-level, so rows are drawn once per page. */
const columns: readonly DataTableColumn<Traveler>[] = [
  {
    id: 'name',
    header: 'Traveler Name',
    isRowHeader: true,
    isSortable: true,
    cell: (traveler) => (
      <PersonCell
        src={traveler.profile_photo}
        name={traveler.name ?? `Traveler ${traveler.id}`}
        secondary={traveler.email}
      />
    ),
  },
  { id: 'phone', header: 'Phone Number', isSortable: true, cell: (traveler) => traveler.phone },
  {
    id: 'orders',
    header: 'Orders',
    isSortable: true,
    align: 'end',
    width: '7rem',
    cell: (traveler) => traveler.order?.length ?? 0,
  },
  {
    id: 'status',
    header: 'Status',
    isSortable: true,
    width: '9rem',
    cell: (traveler) => <TravelerStatusBadge status={traveler.status} />,
  },
];

const getRowId = (traveler: Traveler) => traveler.id;
const getRowLabel = (traveler: Traveler) => traveler.name || `Traveler ${traveler.id}`;

const emptyState = (
  <EmptyState
    title="No travelers found."
    hint="Try adjusting filters or check back later."
    isLive
  />
);

type TravelersTableProps = Pick<
  DataTableProps<Traveler>,
  | 'aria-labelledby'
  | 'rows'
  | 'sort'
  | 'onSortChange'
  | 'selectedIds'
  | 'onSelectionChange'
  | 'onRowAction'
  | 'rowActions'
  | 'isLoading'
  | 'loadingRowCount'
  | 'error'
  | 'onRetry'
>;

/**
 * The travelers table. Memoised: a keystroke, a loading flag or a toast re-renders the screen,
 * and redrawing ten rows of checkboxes, badges and menus each time cost more than the search
 * itself. It draws again only when its rows, sort, selection or state change.
 */
export const TravelersTable = memo(function TravelersTable(props: TravelersTableProps) {
  return (
    <DataTable
      loadingRowShape="person"
      {...props}
      columns={columns}
      getRowId={getRowId}
      getRowLabel={getRowLabel}
      loadingLabel="Loading Travelers..."
      emptyState={emptyState}
    />
  );
});
