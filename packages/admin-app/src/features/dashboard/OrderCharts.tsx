import { useMemo, useState, type ReactNode } from 'react';
import { Card, LineChart, PieChart, Skeleton } from '@packlight/ui';
import { monthlyOrderTrend, statusDistribution } from './order-stats.ts';
import { useDashboardOrders } from './api.ts';
import * as styles from './DashboardScreen.css.ts';

const loadingText = 'Loading orders...';

/** Heights of the two plots in pixels; their placeholders take the same room. */
const trendHeight = 300;
const pieHeight = 220;

/**
 * The slices a pie usually shows, one legend line each: Completed, Pending, Cancelled and In
 * Transit (Shipped counts there since D43, so Unknown is rare).
 */
const usualStatusCount = 4;

/** What a chart's place shows while the orders load: its shape in grey, and the words once. */
function ChartSkeleton({ children }: { children: ReactNode }) {
  return (
    <div aria-busy="true">
      <p className={styles.visuallyHidden}>{loadingText}</p>
      {children}
    </div>
  );
}

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
      <Card as="section" title="Monthly Orders Trend" description="Orders placed, by month.">
        {isLoading ? (
          <ChartSkeleton>
            <Skeleton shape="rect" height={trendHeight} />
          </ChartSkeleton>
        ) : (
          <LineChart
            title="Orders per month"
            data={trend}
            valueLabel="Orders"
            height={trendHeight}
            error={error ? 'Error loading orders' : undefined}
          />
        )}
      </Card>
      <Card
        as="section"
        title="Order Status Distribution"
        // What each slice counts, where the order statuses are grouped (D43).
        description="Delivered is Completed; Processing and Shipped are In Transit."
      >
        {isLoading ? (
          <ChartSkeleton>
            <div className={styles.pieSkeleton}>
              <Skeleton shape="circle" width={pieHeight} />
              <div className={styles.legendSkeleton}>
                {Array.from({ length: usualStatusCount }, (_, index) => (
                  <Skeleton key={index} height="1.25rem" />
                ))}
              </div>
            </div>
          </ChartSkeleton>
        ) : (
          <PieChart
            title="Orders by status"
            data={distribution}
            height={pieHeight}
            // docs/product/part-1.md §8: the pie says only 'Error'.
            error={error ? true : undefined}
            emptyText="No orders yet."
          />
        )}
      </Card>
    </div>
  );
}
