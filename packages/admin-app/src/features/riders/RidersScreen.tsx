import { useCallback, useDeferredValue, useId, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { riderAvailabilities, type Rider } from '@packlight/api-types';
import {
  Card,
  Link,
  PageHeader,
  Pagination,
  SearchField,
  Select,
  Stack,
  defaultPageSizeOptions,
  type DataTableSort,
  type MenuAction,
} from '@packlight/ui';
import { sortChange, tableSort, useListState, type ListStateRules } from '../../lib/list/index.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useRiderPage } from './api.ts';
import { RidersTable, riderSorts } from './RidersTable.tsx';
import * as styles from './RidersScreen.css.ts';

const listRules: ListStateRules = {
  statuses: riderAvailabilities,
  sorts: riderSorts,
  pageSizes: defaultPageSizeOptions,
  defaultPageSize: 10,
};

/** 'Status' is the unfiltered choice; then Online and Offline (part-2.md §2). */
const allStatuses = 'all';
const statusOptions = [
  { id: allStatuses, label: 'Status' },
  ...riderAvailabilities.map((status) => ({ id: status, label: status })),
];

const trail = [{ label: 'Dashboard', href: paths.dashboard.href() }, { label: 'Riders' }];

/** /riders: every rider, paged by the server, searched and filtered by availability. */
export function RidersScreen() {
  usePageTitle('Riders');
  const titleId = useId();
  const navigate = useNavigate();
  const [current, update] = useListState(listRules);
  const list = useRiderPage(current, update);

  const rowActions = useCallback(
    (rider: Rider): MenuAction[] => [
      {
        id: 'view',
        label: 'View',
        onAction: () => void navigate(paths.riderProfile.href(rider.id)),
      },
      {
        id: 'edit',
        label: 'Edit',
        onAction: () => void navigate(paths.updateRider.href(rider.id)),
      },
    ],
    [navigate],
  );
  const openProfile = useCallback(
    (rider: Rider) => void navigate(paths.riderProfile.href(rider.id)),
    [navigate],
  );
  const onSortChange = useCallback((next: DataTableSort) => update(sortChange(next)), [update]);
  const sort = useDeferredValue(
    useMemo(() => tableSort({ sort: current.sort, dir: current.dir }), [current.sort, current.dir]),
  );

  return (
    <Stack gap="lg">
      <PageHeader
        breadcrumbs={trail}
        title="Riders"
        titleId={titleId}
        lead="Manage delivery riders, their availability and their work."
        actions={
          <Link href={paths.addRider.href()} buttonVariant="primary">
            Add Riders
          </Link>
        }
      />
      <Card>
        <div className={styles.toolbar}>
          <SearchField
            aria-label="Search riders"
            placeholder="Search by name, email or rider ID..."
            value={current.search}
            onChange={(search) => update({ search }, 'replace')}
            isPending={list.isBusy && !list.isLoading}
            className={styles.search}
          />
          <Select
            aria-label="Filter by status"
            size="sm"
            options={statusOptions}
            value={current.status || allStatuses}
            onChange={(status) => {
              if (status == null) return;
              update({ status: status === allStatuses ? '' : String(status) });
            }}
          />
        </div>
        <div aria-busy={list.isBusy}>
          <RidersTable
            aria-labelledby={titleId}
            rows={list.rows}
            sort={sort}
            onSortChange={onSortChange}
            onRowAction={openProfile}
            rowActions={rowActions}
            isLoading={list.isLoading}
            error={list.error ? 'Error loading riders.' : undefined}
            onRetry={list.error ? list.retry : undefined}
          />
        </div>
        <Pagination
          className={styles.pagination}
          total={list.meta?.total ?? list.rows.length}
          page={current.page}
          pageSize={current.perPage}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(perPage) => update({ perPage })}
          aria-label="Riders pages"
        />
      </Card>
    </Stack>
  );
}
