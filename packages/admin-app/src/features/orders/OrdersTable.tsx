import { memo, useCallback } from 'react';
import type { Order } from '@packlight/api-types';
import {
  DataTable,
  EmptyState,
  PersonCell,
  StatusBadge,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRowPrimaryAction,
  type MenuAction,
} from '@packlight/ui';
import { usePermission } from '../../lib/access/use-permission.ts';
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
  width: '7rem',
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

/** A pending order's next step is choosing its rider: a button beside the row menu (D61, D62). */
const assignRider = (order: Order): DataTableRowPrimaryAction => ({
  label: 'Assign Rider',
  href: paths.assignRider.href(order.id),
  'aria-label': `Assign Rider to ${orderLabel(order.id)}`,
});

const columnsByTab: Record<OrderTabId, readonly DataTableColumn<Order>[]> = {
  assigned: [idColumn, travelerColumn, partnerColumn, riderColumn, ...figureColumns],
  pending: [idColumn, travelerColumn, partnerColumn, ...figureColumns],
  closed: [idColumn, travelerColumn, partnerColumn, riderColumn, ...figureColumns],
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
  /** Which tab the rows belong to: it picks the rider column and the row's primary button. */
  tab: OrderTabId;
}

/** The orders list's table, memoised so a keystroke in the search redraws only the field. */
export const OrderListTable = memo(function OrderListTable({ tab, ...props }: OrderListTableProps) {
  const { onRowAction } = props;
  const mayAssign = usePermission(paths.assignRider.permission);
  // The row menu opens the order, as a click on the row does (D62).
  const rowActions = useCallback(
    (order: Order): MenuAction[] => [
      { id: 'view', label: 'View', onAction: () => onRowAction?.(order) },
    ],
    [onRowAction],
  );
  return (
    <DataTable
      {...props}
      columns={columnsByTab[tab]}
      rowActions={rowActions}
      rowPrimaryAction={tab === 'pending' && mayAssign ? assignRider : undefined}
      getRowId={getRowId}
      getRowLabel={getRowLabel}
      loadingLabel="Loading Orders..."
      emptyState={emptyState}
    />
  );
});
