import { EmptyState, StatCard } from '@packlight/ui';
import { useMayOpen } from '../../lib/access/use-permission.ts';
import { useDashboardStates } from './api.ts';
import type { DashboardPeriod } from './dashboard-range.ts';
import { widgetLabels, widgetLink, widgetValue } from './widgets.ts';
import * as styles from './DashboardScreen.css.ts';

/**
 * The stat widgets; three of them link to their lists, and Revenue counts the period's sales. While loading, the six cards are already
 * in place with a placeholder for each figure, so nothing below moves when the numbers arrive.
 */
export function StatWidgets({ range }: { range: DashboardPeriod }) {
  const { data, error, isLoading } = useDashboardStates(range);
  // A figure links to its list only if the role may open it (decisions.md D71).
  const mayOpen = useMayOpen();
  if (isLoading) {
    return (
      <div aria-busy="true">
        <p role="status" className={styles.visuallyHidden}>
          Loading States...
        </p>
        <ul className={styles.widgets} aria-label="Platform figures">
          {widgetLabels.map((label) => (
            <li key={label}>
              <StatCard label={label} isLoading />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (error || !data) return <EmptyState tone="danger" title="Error loading States" isLive />;
  return (
    <ul className={styles.widgets} aria-label="Platform figures">
      {data.data.map((widget) => {
        const href = widgetLink(widget.label)?.href;
        return (
          <li key={widget.label}>
            <StatCard
              label={widget.label}
              value={widgetValue(widget.value)}
              href={href && mayOpen(href) ? href : undefined}
            />
          </li>
        );
      })}
    </ul>
  );
}
