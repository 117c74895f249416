import { memo } from 'react';
import type { Rider } from '@packlight/api-types';
import {
  DataTable,
  EmptyState,
  PersonCell,
  StatusBadge,
  type DataTableColumn,
  type DataTableProps,
} from '@packlight/ui';

/** The sort names the riders list call understands, by column id. */
export const assignRiderSorts = ['name', 'availability_status', 'current_assigned_orders'] as const;

const columns: readonly DataTableColumn<Rider>[] = [
  {
    id: 'name',
    header: 'Rider',
    isRowHeader: true,
    isSortable: true,
    cell: (rider) => (
      <PersonCell src={rider.profile_photo} name={rider.name ?? ''} secondary={rider.email} />
    ),
  },
  { id: 'phone', header: 'Phone', cell: (rider) => rider.phone },
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
    cell: (rider) =>
      rider.availability_status && <StatusBadge status={rider.availability_status} />,
  },
];

const getRowId = (rider: Rider) => rider.id;
const getRowLabel = (rider: Rider) => rider.name || `Rider ${rider.id}`;

const emptyState = (
  <EmptyState title="No riders found." hint="Try adjusting filters or check back later." isLive />
);

/** Props of the riders table on the assign-rider screen. */
export type AssignRiderTableProps = Pick<
  DataTableProps<Rider>,
  | 'aria-labelledby'
  | 'aria-describedby'
  | 'rows'
  | 'sort'
  | 'onSortChange'
  | 'selectedIds'
  | 'onSelectionChange'
  | 'isLoading'
  | 'error'
  | 'onRetry'
>;

/** The riders to choose from: one may be selected (docs/product/part-2.md §2, Assign rider). */
export const AssignRiderTable = memo(function AssignRiderTable(props: AssignRiderTableProps) {
  return (
    <DataTable
      {...props}
      selectionMode="single"
      columns={columns}
      getRowId={getRowId}
      getRowLabel={getRowLabel}
      loadingLabel="Loading Riders..."
      emptyState={emptyState}
    />
  );
});
