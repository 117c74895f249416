import { memo } from 'react';
import type { Order } from '@packlight/api-types';
import {
  DataTable,
  EmptyState,
  Link,
  PersonCell,
  StatusBadge,
  type DataTableColumn,
  type DataTableProps,
} from '@packlight/ui';
import { formatMoney } from '../../lib/format.ts';
import { orderLabel } from '../../lib/orders/order-labels.ts';
import { DateCell } from '../../lib/list/index.ts';
import { paths } from '../../lib/paths.ts';
import type { OrderTabId } from './order-tabs.ts';

const idColumn: DataTableColumn<Order> = {
  id: 'id',
  header: 'Order ID',
  isRowHeader: true,
  isSortable: true,
  width: '8.5rem',
  cell: (order) => orderLabel(order.id),
};

const travelerColumn: DataTableColumn<Order> = {
  id: 'traveler_name',
  header: 'Traveler',
  isSortable: true,
  cell: (order) => <PersonCell src={order.traveler_photo} name={order.traveler_name ?? ''} />,
};

const partnerColumn: DataTableColumn<Order> = {
  id: 'partner_name',
  header: 'Partner',
  isSortable: true,
  cell: (order) => <PersonCell src={order.partner_photo} name={order.partner_name ?? ''} />,
};

const riderColumn: DataTableColumn<Order> = {
  id: 'rider_name',
  header: 'Rider',
  isSortable: true,
  cell: (order) => order.rider_name ?? 'No rider',
};

const figureColumns: readonly DataTableColumn<Order>[] = [
  {
    id: 'created_at',
    header: 'Date',
    isSortable: true,
    cell: (order) => <DateCell value={order.created_at} />,
  },
  {
    id: 'items_count',
    header: 'Items',
    isSortable: true,
    align: 'end',
    width: '6rem',
    cell: (order) => order.items_count ?? '',
  },
  {
    id: 'total_price',
    header: 'Total',
    isSortable: true,
    align: 'end',
    cell: (order) => (order.total_price == null ? '' : formatMoney(order.total_price)),
  },
  {
    id: 'status',
    header: 'Status',
    isSortable: true,
    cell: (order) => order.status && <StatusBadge status={order.status} />,
  },
];

/** Assigned and closed rows open the order; pending rows lead to choosing its rider (part-2.md §2). */
const actionColumn = (tab: OrderTabId): DataTableColumn<Order> => ({
  id: 'action',
  header: 'Action',
  textValue: 'Action',
  cell: (order) =>
    tab === 'pending' ? (
      <Link href={paths.assignRider.href(order.id)} buttonVariant="primary" buttonSize="sm">
        Assign Rider
      </Link>
    ) : (
      <Link
        href={paths.orderDetail.href(order.id)}
        buttonVariant="secondary"
        buttonSize="sm"
        aria-label={`View ${orderLabel(order.id)}`}
      >
        View
      </Link>
    ),
});

const columnsByTab: Record<OrderTabId, readonly DataTableColumn<Order>[]> = {
  assigned: [
    idColumn,
    travelerColumn,
    partnerColumn,
    riderColumn,
    ...figureColumns,
    actionColumn('assigned'),
  ],
  pending: [idColumn, travelerColumn, partnerColumn, ...figureColumns, actionColumn('pending')],
  closed: [
    idColumn,
    travelerColumn,
    partnerColumn,
    riderColumn,
    ...figureColumns,
    actionColumn('closed'),
  ],
};

const getRowId = (order: Order) => order.id;
const getRowLabel = (order: Order) => orderLabel(order.id);

const emptyState = (
  <EmptyState title="No orders found" hint="Try adjusting filters or check back later." isLive />
);

/** Props of the orders list table. */
export interface OrderListTableProps extends Pick<
  DataTableProps<Order>,
  | 'aria-labelledby'
  | 'rows'
  | 'sort'
  | 'onSortChange'
  | 'onRowAction'
  | 'isLoading'
  | 'loadingRowCount'
  | 'error'
  | 'onRetry'
> {
  /** Which tab the rows belong to: it picks the rider column and the row button. */
  tab: OrderTabId;
}

/** The orders list's table, memoised so a keystroke in the search redraws only the field. */
export const OrderListTable = memo(function OrderListTable({ tab, ...props }: OrderListTableProps) {
  return (
    <DataTable
      {...props}
      columns={columnsByTab[tab]}
      getRowId={getRowId}
      getRowLabel={getRowLabel}
      loadingLabel="Loading Orders..."
      emptyState={emptyState}
    />
  );
});
