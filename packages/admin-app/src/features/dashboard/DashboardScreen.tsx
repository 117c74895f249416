import { Breadcrumbs } from '@packlight/ui';
import { AlertsPanel } from './AlertsPanel.tsx';
import { OrderCharts } from './OrderCharts.tsx';
import { StatWidgets } from './StatWidgets.tsx';
import { TopPartners } from './TopPartners.tsx';
import { TravelersOverview } from './TravelersOverview.tsx';
import { WelcomeBanner } from './WelcomeBanner.tsx';
import * as styles from './DashboardScreen.css.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** / : the platform overview, in the spec's order. Each panel loads and fails on its own. */
export function DashboardScreen() {
  usePageTitle('Dashboard');
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: 'Dashboard' }]} />
      <WelcomeBanner />
      <StatWidgets />
      <OrderCharts />
      <TravelersOverview />
      <TopPartners />
      <AlertsPanel />
    </div>
  );
}
