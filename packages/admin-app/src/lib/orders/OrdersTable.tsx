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
import { formatMoney } from '../format.ts';
import {
  DateCell,
  pageLocal,
  sortChange,
  tableSort,
  useListState,
  type ListStateRules,
} from '../list/index.ts';
import { paths } from '../paths.ts';
import { orderLabel, orderStatusLabel } from './order-labels.ts';
import {
  orderSorts,
  searchOrders,
  sortOrders,
  type OrderParty,
  type OrderSort,
} from './orders-table.ts';
import * as styles from './OrdersTable.css.ts';

const partyHeaders: Record<OrderParty, string> = {
  traveler: 'Traveler',
  partner: 'Partner',
  rider: 'Rider',
};

const idColumn: DataTableColumn<Order> = {
  id: 'id',
  header: 'Order ID',
  isRowHeader: true,
  isSortable: true,
  cell: (order) => (
    <Link href={paths.orderDetail.href(order.id)} variant="subtle">
      {orderLabel(order.id)}
    </Link>
  ),
};

const partyColumn = (party: OrderParty): DataTableColumn<Order> => ({
  id: `${party}_name`,
  header: partyHeaders[party],
  isSortable: true,
  cell: (order) => order[`${party}_name`],
});

const trailingColumns: readonly DataTableColumn<Order>[] = [
  {
    id: 'created_at',
    header: 'Date',
    isSortable: true,
    cell: (order) => <DateCell value={order.created_at} />,
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

export interface OrdersTableProps {
  /** The orders of one traveler, partner or rider, as their record carries them. */
  orders: readonly Order[];
  /** The other parties to name in columns (and to search on), in column order. */
  parties: readonly OrderParty[];
  /**
   * Put before the table's address parameters, when the screen has another list of its own.
   * @default ''
   */
  paramPrefix?: string;
}

/**
 * The reusable orders table of the profiles (docs/product/part-2.md §2): searched, sorted and
 * paged here, since a profile's orders arrive with it; the state is in the address like every
 * list's. 'shipped' reads In Progress, ids read #ORD-{id}.
 */
export function OrdersTable({ orders, parties, paramPrefix = '' }: OrdersTableProps) {
  const titleId = useId();
  const rules = useMemo<ListStateRules>(
    () => ({
      statuses: [],
      sorts: orderSorts,
      pageSizes: defaultPageSizeOptions,
      defaultPageSize: 10,
      prefix: paramPrefix,
    }),
    [paramPrefix],
  );
  const [state, update] = useListState(rules);
  const columns = useMemo(
    () => [idColumn, ...parties.map(partyColumn), ...trailingColumns],
    [parties],
  );

  const shown = useMemo(
    () =>
      sortOrders(
        searchOrders(orders, state.search, parties),
        state.sort as OrderSort | null,
        state.dir,
      ),
    [orders, parties, state.search, state.sort, state.dir],
  );
  const page = pageLocal(shown, state.page, state.perPage);

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
        rows={page.rows}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        sort={tableSort(state)}
        onSortChange={(next) => update(sortChange(next))}
        emptyState={
          <EmptyState
            title="No orders found"
            hint="Try adjusting filters or check back later."
            isLive
          />
        }
      />
      <Pagination
        className={styles.pagination}
        total={shown.length}
        page={page.page}
        pageSize={state.perPage}
        onPageChange={(next) => update({ page: next })}
        onPageSizeChange={(perPage) => update({ perPage })}
        aria-label="Orders pages"
      />
    </Card>
  );
}
