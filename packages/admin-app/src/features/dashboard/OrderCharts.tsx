import { useMemo, useState, type ReactNode } from 'react';
import { Card, LineChart, PieChart, Skeleton } from '@packlight/ui';
import { orderTrend, placedWithin, type DashboardPeriod } from './dashboard-range.ts';
import { statusDistribution } from './order-stats.ts';
import { useDashboardOrders } from './api.ts';
import * as styles from './DashboardScreen.css.ts';

const loadingText = 'Loading orders...';

/** The trend's step follows the period: days, weeks, or the spec's months. */
const trendTitles: Record<DashboardPeriod, string> = {
  '7d': 'Daily Orders Trend',
  '30d': 'Daily Orders Trend',
  '90d': 'Weekly Orders Trend',
  '12m': 'Monthly Orders Trend',
  all: 'Monthly Orders Trend',
};

/** The chart's own name: what one point counts. */
const chartTitles: Record<DashboardPeriod, string> = {
  '7d': 'Orders per day',
  '30d': 'Orders per day',
  '90d': 'Orders per week',
  '12m': 'Orders per month',
  all: 'Orders per month',
};

const periodPhrases: Record<DashboardPeriod, string> = {
  '7d': 'the last 7 days',
  '30d': 'the last 30 days',
  '90d': 'the last 90 days',
  '12m': 'the last 12 months',
  all: 'any period',
};

const trendDescriptions: Record<DashboardPeriod, string> = {
  '7d': 'Orders placed, by day, over the last 7 days.',
  '30d': 'Orders placed, by day, over the last 30 days.',
  '90d': 'Orders placed, by week, over the last 90 days.',
  '12m': 'Orders placed, by month.',
  all: 'Orders placed, by month.',
};

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

/** The orders trend beside the status distribution, both of the period, from GET /orders. */
export function OrderCharts({ range }: { range: DashboardPeriod }) {
  const { data, error, isLoading } = useDashboardOrders();
  // Fixed at mount, like the banner's date.
  const [today] = useState(() => new Date());
  const orders = data?.data;
  const trend = useMemo(() => orderTrend(orders ?? [], range, today), [orders, range, today]);
  const distribution = useMemo(
    () => statusDistribution(placedWithin(orders ?? [], range, today)),
    [orders, range, today],
  );

  return (
    <div className={styles.charts}>
      <Card as="section" title={trendTitles[range]} description={trendDescriptions[range]}>
        {isLoading ? (
          <ChartSkeleton>
            <Skeleton shape="rect" height={trendHeight} />
          </ChartSkeleton>
        ) : (
          <LineChart
            title={chartTitles[range]}
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
        description={`${range === 'all' ? 'Every order' : `Orders placed in ${periodPhrases[range]}`}. Delivered is Completed; Processing and Shipped are In Transit.`}
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
