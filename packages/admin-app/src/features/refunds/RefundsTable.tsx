import { memo } from 'react';
import type { Refund } from '@packlight/api-types';
import {
  DataTable,
  EmptyState,
  StatusBadge,
  type DataTableColumn,
  type DataTableProps,
} from '@packlight/ui';
import { formatMoney } from '../../lib/format.ts';
import { DateCell } from '../../lib/list/index.ts';
import { orderLabel } from '../../lib/orders/order-labels.ts';

const orderIdOf = (refund: Refund) => {
  const id = refund.orderId ?? refund.order?.id;
  return typeof id === 'number' ? orderLabel(id) : (id ?? '');
};

const columns: readonly DataTableColumn<Refund>[] = [
  {
    id: 'refund_id',
    header: 'Refund ID',
    isRowHeader: true,
    isSortable: true,
    width: '8.5rem',
    cell: (refund) => refund.refund_id ?? refund.id,
  },
  { id: 'orderId', header: 'Order ID', isSortable: true, width: '8.5rem', cell: orderIdOf },
  {
    id: 'traveler_name',
    header: 'Traveler Name',
    isSortable: true,
    cell: (refund) => refund.traveler?.name ?? refund.order?.traveler_name,
  },
  {
    id: 'partner_name',
    header: 'Partner Name',
    isSortable: true,
    cell: (refund) =>
      refund.partner?.business_name ?? refund.order?.partner_name ?? refund.partner?.name,
  },
  {
    id: 'requested_at',
    header: 'Date',
    isSortable: true,
    cell: (refund) => <DateCell value={refund.requested_at} />,
  },
  {
    id: 'status',
    header: 'Status',
    isSortable: true,
    cell: (refund) => <StatusBadge status={refund.status} />,
  },
  {
    id: 'amount',
    header: 'Total',
    isSortable: true,
    align: 'end',
    cell: (refund) => (refund.amount == null ? '' : formatMoney(refund.amount)),
  },
];

const getRowId = (refund: Refund) => refund.id;
const getRowLabel = (refund: Refund) => String(refund.refund_id ?? `Refund ${refund.id}`);

const emptyState = (
  <EmptyState title="No refunds found." hint="Try adjusting filters or check back later." isLive />
);

/** Props of the refunds table. */
export type RefundsTableProps = Pick<
  DataTableProps<Refund>,
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

/** The refunds table, memoised so a keystroke redraws only the search field. */
export const RefundsTable = memo(function RefundsTable(props: RefundsTableProps) {
  return (
    <DataTable
      {...props}
      columns={columns}
      getRowId={getRowId}
      getRowLabel={getRowLabel}
      loadingLabel="Loading Refunds..."
      emptyState={emptyState}
    />
  );
});
