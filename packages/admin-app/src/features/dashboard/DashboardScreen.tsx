import { useSearchParams } from 'react-router';
import { dashboardEndpoints, notificationEndpoints, orderEndpoints } from '@packlight/api-types';
import { Breadcrumbs, EmptyState, Select } from '@packlight/ui';
import { useCan } from '../../lib/access/use-permission.ts';
import { AlertsPanel } from './AlertsPanel.tsx';
import { defaultRange, rangeOf, rangeOptions } from './dashboard-range.ts';
import { OrderCharts } from './OrderCharts.tsx';
import { StatWidgets } from './StatWidgets.tsx';
import { TopPartners } from './TopPartners.tsx';
import { TravelersOverview } from './TravelersOverview.tsx';
import { WelcomeBanner } from './WelcomeBanner.tsx';
import * as styles from './DashboardScreen.css.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * / : the platform overview, in the spec's order. Each panel loads and fails on its own. The
 * period (`?range=`) sets what Revenue, the trend and the status distribution count; the other
 * figures and tables are how things stand now. Every admin lands here; each panel shows only if
 * the role may read what it shows (decisions.md D71).
 */
export function DashboardScreen() {
  usePageTitle('Dashboard');
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params.get('range'));
  const can = useCan();
  const shows = {
    figures: can(dashboardEndpoints.states),
    charts: can(orderEndpoints.list),
    travelers: can(dashboardEndpoints.travelers),
    partners: can(dashboardEndpoints.topPartners),
    alerts: can(notificationEndpoints.latest),
  };
  const showsAny = Object.values(shows).some(Boolean);
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Breadcrumbs items={[{ label: 'Dashboard' }]} />
        {(shows.figures || shows.charts) && (
          <Select
            label="Period"
            size="sm"
            options={rangeOptions}
            value={range}
            onChange={(key) =>
              setParams(key === defaultRange ? {} : { range: String(key) }, { replace: true })
            }
            className={styles.period}
          />
        )}
      </div>
      <WelcomeBanner />
      {shows.figures && <StatWidgets range={range} />}
      {shows.charts && <OrderCharts range={range} />}
      {shows.travelers && <TravelersOverview />}
      {shows.partners && <TopPartners />}
      {shows.alerts && <AlertsPanel />}
      {!showsAny && (
        <EmptyState
          title="Nothing to show here for your role."
          hint="The menu lists the screens your role includes."
        />
      )}
    </div>
  );
}
