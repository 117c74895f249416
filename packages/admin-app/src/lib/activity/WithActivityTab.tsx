import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ActivitySubjectType } from '@packlight/api-types';
import { Tab, TabList, TabPanel, Tabs } from '@packlight/ui';
import { usePermission } from '../access/use-permission.ts';
import { paths } from '../paths.ts';
import { LazyRecordActivity } from './LazyRecordActivity.tsx';
import * as styles from './ActivityTimeline.css.ts';

export interface WithActivityTabProps {
  /** The kind of record the page shows. */
  subjectType: ActivitySubjectType;
  /** The record's id. */
  subjectId: number;
  /** The page's own content, shown in its first tab. */
  children: ReactNode;
  /**
   * The first tab's name.
   * @default 'Details'
   */
  detailsLabel?: string;
}

/**
 * A record page without tabs of its own gets two: its content, and Activity (decisions.md D50).
 * The shown tab is in the address (`?tab=activity`), so reload and a shared link keep it. A role
 * that may not read the trail (D71) sees the content alone.
 */
export function WithActivityTab(props: WithActivityTabProps) {
  const mayReadActivity = usePermission(paths.activity.permission);
  return mayReadActivity ? <ActivityTabs {...props} /> : <>{props.children}</>;
}

function ActivityTabs({
  subjectType,
  subjectId,
  children,
  detailsLabel = 'Details',
}: WithActivityTabProps) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'activity' ? 'activity' : 'details';
  return (
    <Tabs
      selectedKey={tab}
      onSelectionChange={(key) => {
        const next = new URLSearchParams(params);
        if (key === 'activity') next.set('tab', 'activity');
        else next.delete('tab');
        setParams(next, { replace: true });
      }}
    >
      <TabList aria-label={`${subjectType} page`}>
        <Tab id="details">{detailsLabel}</Tab>
        <Tab id="activity">Activity</Tab>
      </TabList>
      <TabPanel id="details" className={styles.panel}>
        {children}
      </TabPanel>
      <TabPanel id="activity" className={styles.panel}>
        <LazyRecordActivity subjectType={subjectType} subjectId={subjectId} />
      </TabPanel>
    </Tabs>
  );
}
