import { memo } from 'react';
import type { Rider } from '@packlight/api-types';
import {
  DataTable,
  EmptyState,
  PersonCell,
  type DataTableColumn,
  type DataTableProps,
} from '@packlight/ui';
import { riderName, riderRatingText } from './rider-labels.ts';
import { RiderStatusBadge } from './RiderStatusBadge.tsx';

/** The spec's columns (docs/product/part-2.md §2); Action is the row menu. */
const columns: readonly DataTableColumn<Rider>[] = [
  {
    id: 'rider_id',
    header: 'Rider ID',
    isSortable: true,
    width: '8rem',
    cell: (rider) => rider.rider_id,
  },
  {
    id: 'name',
    header: 'Rider Name',
    isRowHeader: true,
    isSortable: true,
    cell: (rider) => (
      <PersonCell src={rider.profile_photo} name={riderName(rider)} secondary={rider.email} />
    ),
  },
  { id: 'rating', header: 'Rating', isSortable: true, cell: (rider) => riderRatingText(rider) },
  {
    id: 'current_assigned_orders',
    header: 'Current Orders',
    isSortable: true,
    align: 'end',
    cell: (rider) => rider.current_assigned_orders ?? 0,
  },
  {
    id: 'availability_status',
    header: 'Status',
    isSortable: true,
    width: '9rem',
    cell: (rider) => <RiderStatusBadge rider={rider} />,
  },
];

const getRowId = (rider: Rider) => rider.id;

const emptyState = (
  <EmptyState title="No riders found." hint="Try adjusting filters or check back later." isLive />
);

type RidersTableProps = Pick<
  DataTableProps<Rider>,
  | 'aria-labelledby'
  | 'rows'
  | 'sort'
  | 'onSortChange'
  | 'onRowAction'
  | 'rowActions'
  | 'isLoading'
  | 'loadingRowCount'
  | 'error'
  | 'onRetry'
>;

/** The riders table. Memoised: keystrokes and toasts do not redraw its rows. */
export const RidersTable = memo(function RidersTable(props: RidersTableProps) {
  return (
    <DataTable
      loadingRowShape="person"
      {...props}
      columns={columns}
      getRowId={getRowId}
      getRowLabel={riderName}
      loadingLabel="Loading riders..."
      emptyState={emptyState}
    />
  );
});
