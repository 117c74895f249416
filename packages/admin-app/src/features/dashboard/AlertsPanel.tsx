import { AlertCard, Card, EmptyState, RelativeTime, Skeleton } from '@packlight/ui';
import { useMayOpen } from '../../lib/access/use-permission.ts';
import { alertListHref } from './alert-links.ts';
import { alertTone } from './alert-tone.ts';
import { useAlerts } from './api.ts';
import * as styles from './DashboardScreen.css.ts';

/** The alert cards the server usually answers: as many placeholders hold their room. */
const usualAlertCount = 6;

/** A card-shaped placeholder: label, figure, description and date, each its line's height. */
function AlertSkeleton() {
  return (
    <AlertCard
      label={<Skeleton width="8rem" height="1.1rem" />}
      value={<Skeleton width="3ch" height="1.55rem" />}
      description={
        <>
          <Skeleton width="10rem" height="1.3rem" />
          <Skeleton width="4rem" height="1.1rem" className={styles.alertDate} />
        </>
      }
    />
  );
}

/**
 * 'Alerts Panel': the latest alert cards, three per row, each leading to the list of what it
 * counts. Each date reads relative ('3d ago'),
 * the exact one on hover or focus; the kit's card takes only a plain date, so it goes under
 * the description.
 */
export function AlertsPanel() {
  const { data, error, isLoading } = useAlerts();
  // A card leads to its list only if the role may open it (decisions.md D71).
  const mayOpen = useMayOpen();
  const listHref = (id: string | number) => {
    const href = alertListHref(id);
    return href && mayOpen(href) ? href : undefined;
  };
  let body;
  if (isLoading)
    body = (
      <div aria-busy="true">
        <p role="status" className={styles.visuallyHidden}>
          Loading alerts...
        </p>
        <ul className={styles.alerts} aria-hidden="true">
          {Array.from({ length: usualAlertCount }, (_, index) => (
            <li key={index}>
              <AlertSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
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
              description={
                <>
                  {alert.description}
                  {alert.date && <RelativeTime date={alert.date} className={styles.alertDate} />}
                </>
              }
              tone={alertTone(alert.descriptionColor)}
              headingLevel={3}
              href={listHref(alert.id)}
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
