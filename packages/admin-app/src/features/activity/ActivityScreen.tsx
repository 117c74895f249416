import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  activityActions,
  activityEndpoints,
  activitySubjectTypes,
  teamEndpoints,
} from '@packlight/api-types';
import {
  Button,
  Card,
  EmptyState,
  Inline,
  LoadingState,
  Notice,
  PageHeader,
  Pagination,
  Select,
  Stack,
  toast,
  type SelectOption,
} from '@packlight/ui';
import { useCan } from '../../lib/access/use-permission.ts';
import { ActivityTimeline } from '../../lib/activity/ActivityTimeline.tsx';
import { errorText } from '../../lib/api-error.ts';
import { DeferredDatePicker } from '../../lib/forms/DeferredDateFields.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import {
  actionLabels,
  activityQueryOf,
  addressFor,
  filtersFromAddress,
  isFiltered,
  subjectLabels,
  type ActivityFilterState,
} from './activity-filters.ts';
import { exportActivity, useActivity, useAdmins } from './api.ts';
import * as styles from './ActivityScreen.css.ts';

const trail = [{ label: 'Dashboard', href: paths.dashboard.href() }, { label: 'Activity' }];
const perPage = 25;
const anyOption: SelectOption = { id: '', label: 'Any' };

const subjectOptions: SelectOption[] = [
  anyOption,
  ...activitySubjectTypes.map((type) => ({ id: type, label: subjectLabels[type] })),
];
const actionOptions: SelectOption[] = [
  anyOption,
  ...activityActions.map((action) => ({ id: action, label: actionLabels[action] })),
];

/**
 * /activity: every entry of the trail, newest first, filtered by record type, person, action and
 * dates; the filters and page live in the address. Export downloads the filtered entries as CSV.
 */
export function ActivityScreen() {
  usePageTitle('Activity');
  const [params, setParams] = useSearchParams();
  const state = filtersFromAddress(params);
  const query = activityQueryOf(state, perPage);
  const { data, error, isLoading, mutate } = useActivity(query);
  const can = useCan();
  // The "Who" filter lists the team, and Export is a permission of its own (decisions.md D71).
  const mayListTeam = can(teamEndpoints.list);
  const mayExport = can(activityEndpoints.export);
  const admins = useAdmins(mayListTeam);
  const [isExporting, setIsExporting] = useState(false);

  const change = (next: Partial<ActivityFilterState>) => setParams(addressFor(state, next));
  const actorOptions: SelectOption[] = [
    anyOption,
    ...(admins.data?.data.admins ?? []).map((admin) => ({
      id: String(admin.id),
      label: admin.name ?? admin.email,
    })),
  ];

  async function runExport() {
    setIsExporting(true);
    try {
      await exportActivity(query);
    } catch (error) {
      toast.danger(errorText(error, 'The export failed. Please try again.'));
    } finally {
      setIsExporting(false);
    }
  }

  let body;
  if (error && !data) {
    body = (
      <Notice
        tone="danger"
        title="The activity could not be loaded."
        action={<Button onPress={() => void mutate()}>Try again</Button>}
      />
    );
  } else if (isLoading || !data) {
    body = <LoadingState label="Loading activity..." />;
  } else if (data.data.length === 0) {
    body = (
      <EmptyState
        title={isFiltered(state) ? 'No activity matches these filters.' : 'No activity yet.'}
        hint={isFiltered(state) ? 'Try fewer filters or other dates.' : undefined}
        action={
          isFiltered(state) ? (
            <Button onPress={() => setParams(new URLSearchParams())}>Clear filters</Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        <ActivityTimeline entries={data.data} mode="named" />
        {data.meta.last_page > 1 && (
          <Pagination
            className={styles.pagination}
            total={data.meta.total}
            isTotalLowerBound={data.meta.total_capped_at !== undefined}
            page={state.page}
            onPageChange={(page) => change({ page })}
            pageSize={perPage}
            pageSizeOptions={[perPage]}
          />
        )}
      </>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader
        breadcrumbs={trail}
        title="Activity"
        lead="Every change made by an administrator: who, what, to which record, and when."
        actions={
          mayExport && (
            <Inline gap="sm">
              <Button variant="secondary" isPending={isExporting} onPress={() => void runExport()}>
                Export CSV
              </Button>
            </Inline>
          )
        }
      />
      <Card>
        <div className={styles.filters} role="group" aria-label="Filters">
          <Select
            label="Record"
            options={subjectOptions}
            selectedKey={state.subject_type}
            onSelectionChange={(key) => change({ subject_type: String(key ?? '') })}
          />
          {mayListTeam && (
            <Select
              label="Who"
              options={actorOptions}
              selectedKey={state.actor_id}
              onSelectionChange={(key) => change({ actor_id: String(key ?? '') })}
            />
          )}
          <Select
            label="Action"
            options={actionOptions}
            selectedKey={state.action}
            onSelectionChange={(key) => change({ action: String(key ?? '') })}
          />
          <DeferredDatePicker
            label="From"
            value={state.from}
            maxDate={state.to || undefined}
            onChange={(from) => change({ from })}
          />
          <DeferredDatePicker
            label="To"
            value={state.to}
            minDate={state.from || undefined}
            onChange={(to) => change({ to })}
          />
        </div>
      </Card>
      <Card>{body}</Card>
    </Stack>
  );
}
