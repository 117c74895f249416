import { EmptyState, LoadingState, StatCard } from '@packlight/ui';
import { useDashboardStates } from './api.ts';
import { widgetLink, widgetValue } from './widgets.ts';
import * as styles from './DashboardScreen.css.ts';

/** The stat widgets; three of them link to their lists. */
export function StatWidgets() {
  const { data, error, isLoading } = useDashboardStates();
  if (isLoading) return <LoadingState label="Loading States..." isInline />;
  if (error || !data) return <EmptyState tone="danger" title="Error loading States" isLive />;
  return (
    <ul className={styles.widgets} aria-label="Platform figures">
      {data.data.map((widget) => {
        const link = widgetLink(widget.label);
        return (
          <li key={widget.label}>
            <StatCard label={widget.label} value={widgetValue(widget.value)} href={link?.href} />
          </li>
        );
      })}
    </ul>
  );
}
