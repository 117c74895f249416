import { AlertCard, Card, EmptyState, LoadingState } from '@packlight/ui';
import { alertTone } from './alert-tone.ts';
import { useAlerts } from './api.ts';
import * as styles from './DashboardScreen.css.ts';

/** 'Alerts Panel': the latest alert cards, three per row. */
export function AlertsPanel() {
  const { data, error, isLoading } = useAlerts();
  let body;
  if (isLoading) body = <LoadingState label="Loading alerts..." isInline />;
  else if (error || !data) body = <EmptyState tone="danger" title="Error loading alerts" isLive />;
  else if (data.data.length === 0) body = <EmptyState title="No alerts right now." />;
  else
    body = (
      <ul className={styles.alerts} aria-label="Alerts">
        {data.data.map((alert) => (
          <li key={alert.id}>
            <AlertCard
              label={alert.label}
              value={alert.value}
              description={alert.description}
              tone={alertTone(alert.descriptionColor)}
              date={alert.date ?? undefined}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
    );
  return (
    <Card as="section" title="Alerts Panel">
      {body}
    </Card>
  );
}
