import { useId, useMemo } from 'react';
import type { Order } from '@packlight/api-types';
import {
  Card,
  DataTable,
  EmptyState,
  Link,
  Pagination,
  SearchField,
  StatusBadge,
  defaultPageSizeOptions,
  type DataTableColumn,
} from '@packlight/ui';
import { paths } from '../../lib/paths.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import type { ListStateRules } from './list-state.ts';
import {
  orderLabel,
  orderSorts,
  orderStatusLabel,
  searchOrders,
  sortOrders,
  type OrderSort,
} from './traveler-orders.ts';
import { useListState } from './useListState.ts';
import * as styles from './TravelerProfileScreen.css.ts';

const listRules: ListStateRules = {
  statuses: [],
  sorts: orderSorts,
  pageSizes: defaultPageSizeOptions,
  defaultPageSize: 10,
};

const columns: readonly DataTableColumn<Order>[] = [
  {
    id: 'id',
    header: 'Order ID',
    isRowHeader: true,
    isSortable: true,
    cell: (order) => (
      <Link href={paths.orderDetail.href(order.id)} variant="subtle">
        {orderLabel(order.id)}
      </Link>
    ),
  },
  { id: 'partner_name', header: 'Partner', isSortable: true, cell: (order) => order.partner_name },
  {
    id: 'created_at',
    header: 'Date',
    isSortable: true,
    cell: (order) => formatDay(order.created_at),
  },
  {
    id: 'total_price',
    header: 'Amount',
    isSortable: true,
    align: 'end',
    cell: (order) => (order.total_price == null ? '' : formatMoney(order.total_price)),
  },
  {
    id: 'status',
    header: 'Status',
    isSortable: true,
    cell: (order) => {
      const label = orderStatusLabel(order.status);
      return label && <StatusBadge status={label} />;
    },
  },
];

const getRowId = (order: Order) => order.id;
const getRowLabel = (order: Order) => orderLabel(order.id);

/**
 * The traveler's orders: a handful per traveler, so searched, sorted and paged here; the state
 * is in the address like every list's.
 */
export function TravelerOrders({ orders }: { orders: readonly Order[] }) {
  const titleId = useId();
  const [state, update] = useListState(listRules);

  const shown = useMemo(
    () => sortOrders(searchOrders(orders, state.search), state.sort as OrderSort | null, state.dir),
    [orders, state.search, state.sort, state.dir],
  );
  // A page past the end (an old link) shows the last page, as Pagination does.
  const page = Math.min(state.page, Math.max(1, Math.ceil(shown.length / state.perPage)));
  const rows = useMemo(
    () => shown.slice((page - 1) * state.perPage, page * state.perPage),
    [shown, page, state.perPage],
  );

  return (
    <Card
      as="section"
      title={<span id={titleId}>Orders</span>}
      actions={<p className={styles.total}>Total orders: {orders.length}</p>}
    >
      <div className={styles.toolbar}>
        <SearchField
          aria-label="Search orders"
          placeholder="Search orders..."
          value={state.search}
          onChange={(search) => update({ search }, 'replace')}
          className={styles.search}
        />
      </div>
      <DataTable
        aria-labelledby={titleId}
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        sort={
          state.sort
            ? { column: state.sort, direction: state.dir === 'desc' ? 'descending' : 'ascending' }
            : null
        }
        onSortChange={(next) =>
          update({ sort: next.column, dir: next.direction === 'descending' ? 'desc' : 'asc' })
        }
        emptyState={<EmptyState title="No orders found" isLive />}
      />
      <Pagination
        className={styles.pagination}
        total={shown.length}
        page={page}
        pageSize={state.perPage}
        onPageChange={(next) => update({ page: next })}
        onPageSizeChange={(perPage) => update({ perPage })}
        aria-label="Orders pages"
      />
    </Card>
  );
}
