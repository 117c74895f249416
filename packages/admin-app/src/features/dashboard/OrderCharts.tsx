import { useMemo, useState } from 'react';
import { Card, LineChart, PieChart } from '@packlight/ui';
import { monthlyOrderTrend, statusDistribution } from './order-stats.ts';
import { useDashboardOrders } from './api.ts';
import * as styles from './DashboardScreen.css.ts';

const loadingText = 'Loading orders...';

/** The monthly orders trend beside the order status distribution, both from GET /orders. */
export function OrderCharts() {
  const { data, error, isLoading } = useDashboardOrders();
  // Fixed at mount, like the banner's date.
  const [today] = useState(() => new Date());
  const orders = data?.data;
  const trend = useMemo(() => monthlyOrderTrend(orders ?? [], today), [orders, today]);
  const distribution = useMemo(() => statusDistribution(orders ?? []), [orders]);

  return (
    <div className={styles.charts}>
      <Card as="section" title="Monthly Orders Trend">
        <LineChart
          title="Orders per month"
          data={trend}
          valueLabel="Orders"
          isLoading={isLoading}
          loadingText={loadingText}
          error={error ? 'Error loading orders' : undefined}
        />
      </Card>
      <Card as="section" title="Order Status Distribution">
        <PieChart
          title="Orders by status"
          data={distribution}
          isLoading={isLoading}
          loadingText={loadingText}
          // docs/product/part-1.md §8: the pie says only 'Error'.
          error={error ? true : undefined}
          emptyText="No orders yet."
        />
      </Card>
    </div>
  );
}
