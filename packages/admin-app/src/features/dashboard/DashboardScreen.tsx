import { useSearchParams } from 'react-router';
import { Breadcrumbs, Select } from '@packlight/ui';
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
 * figures and tables are how things stand now.
 */
export function DashboardScreen() {
  usePageTitle('Dashboard');
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params.get('range'));
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Breadcrumbs items={[{ label: 'Dashboard' }]} />
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
      </div>
      <WelcomeBanner />
      <StatWidgets range={range} />
      <OrderCharts range={range} />
      <TravelersOverview />
      <TopPartners />
      <AlertsPanel />
    </div>
  );
}
