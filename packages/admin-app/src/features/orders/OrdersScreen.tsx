import { useCallback, useId } from 'react';
import { useNavigate } from 'react-router';
import { orderStatuses, type Order } from '@packlight/api-types';
import { Card, PageHeader, Tab, TabList, TabPanel, Tabs } from '@packlight/ui';
import {
  ListBody,
  ListSearch,
  ListStatusFilter,
  ListToolbar,
  isTabCountAsked,
  shownTabCount,
  useListState,
  useTableSort,
} from '../../lib/list/index.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useOrderPage, useOrderTabCount } from './api.ts';
import { orderListRules } from './list-rules.ts';
import { listTabOf, orderTabOf, orderTabs, type OrderTabId } from './order-tabs.ts';
import { OrderListTable } from './OrdersTable.tsx';
import * as styles from './OrdersScreen.css.ts';

const trail = [{ label: 'Dashboard', href: paths.dashboard.href() }, { label: 'Orders' }];

/**
 * /orders: the Assigned, Pending and Closed tabs (D43), each paged by the server (docs/product/part-2.md §2).
 * The tab, search, status, sort and page live in the address, so the dashboard's Pending Orders
 * widget links straight to `?tab=pending`.
 */
export function OrdersScreen() {
  usePageTitle('Orders');
  const titleId = useId();
  const navigate = useNavigate();
  const [current, update] = useListState(orderListRules);
  const tab = orderTabOf(current.tab);
  const list = useOrderPage(current, update);
  const counts: Record<OrderTabId, string | undefined> = {
    assigned: useOrderTabCount('assigned', current, isTabCountAsked(list.meta, tab, 'assigned')),
    pending: useOrderTabCount('pending', current, isTabCountAsked(list.meta, tab, 'pending')),
    closed: useOrderTabCount('closed', current, isTabCountAsked(list.meta, tab, 'closed')),
  };
  counts[tab] = shownTabCount(list.meta) ?? counts[tab];

  const openOrder = useCallback(
    (order: Order) => void navigate(paths.orderDetail.href(order.id)),
    [navigate],
  );
  const { sort, onSortChange } = useTableSort(current, update);

  const table = (
    <ListBody state={current} update={update} page={list} label="Orders pages">
      <OrderListTable
        tab={tab}
        aria-labelledby={titleId}
        rows={list.rows}
        sort={sort}
        onSortChange={onSortChange}
        onRowAction={openOrder}
        isLoading={list.isLoading}
        loadingRowCount={current.perPage}
        error={list.error ? 'Error loading orders.' : undefined}
        onRetry={list.error ? list.retry : undefined}
      />
    </ListBody>
  );

  return (
    <div className={styles.page}>
      <PageHeader
        title="Orders"
        titleId={titleId}
        breadcrumbs={trail}
        lead="Follow every order and give pending ones a rider."
      />
      <Card>
        <ListToolbar>
          <ListSearch
            state={current}
            update={update}
            isPending={list.isBusy && !list.isLoading}
            label="Search orders"
            placeholder="Search orders..."
          />
          {/* The Status button filters (docs/product/decisions.md D5). */}
          <ListStatusFilter state={current} update={update} statuses={orderStatuses} />
        </ListToolbar>
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => update({ tab: listTabOf(orderTabOf(String(key))) })}
        >
          <TabList aria-label="Order assignment">
            {orderTabs.map(({ id, label }) => (
              <Tab key={id} id={id} count={counts[id]}>
                {label}
              </Tab>
            ))}
          </TabList>
          {orderTabs.map(({ id }) => (
            <TabPanel key={id} id={id} className={styles.panel}>
              {table}
            </TabPanel>
          ))}
        </Tabs>
      </Card>
    </div>
  );
}
