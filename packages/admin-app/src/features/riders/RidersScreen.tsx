import { useCallback, useId } from 'react';
import { useNavigate } from 'react-router';
import { riderAvailabilities, type Rider } from '@packlight/api-types';
import { Card, Link, PageHeader, Stack, type MenuAction } from '@packlight/ui';
import {
  ListBody,
  ListSearch,
  ListStatusFilter,
  ListToolbar,
  useListState,
  useTableSort,
} from '../../lib/list/index.ts';
import { usePermission } from '../../lib/access/use-permission.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useRiderPage } from './api.ts';
import { riderListRules } from './list-rules.ts';
import { RidersTable } from './RidersTable.tsx';

const trail = [{ label: 'Dashboard', href: paths.dashboard.href() }, { label: 'Riders' }];

/** /riders: every rider, paged by the server, searched and filtered by availability. */
export function RidersScreen() {
  usePageTitle('Riders');
  const titleId = useId();
  const navigate = useNavigate();
  const [current, update] = useListState(riderListRules);
  const list = useRiderPage(current, update);
  // Adding and editing are offered to roles that may write riders (decisions.md D71).
  const mayWrite = usePermission(paths.updateRider.permission);

  const rowActions = useCallback(
    (rider: Rider): MenuAction[] => [
      {
        id: 'view',
        label: 'View',
        onAction: () => void navigate(paths.riderProfile.href(rider.id)),
      },
      ...(mayWrite
        ? [
            {
              id: 'edit',
              label: 'Edit',
              onAction: () => void navigate(paths.updateRider.href(rider.id)),
            },
          ]
        : []),
    ],
    [navigate, mayWrite],
  );
  const openProfile = useCallback(
    (rider: Rider) => void navigate(paths.riderProfile.href(rider.id)),
    [navigate],
  );
  const { sort, onSortChange } = useTableSort(current, update);

  return (
    <Stack gap="lg">
      <PageHeader
        breadcrumbs={trail}
        title="Riders"
        titleId={titleId}
        lead="Manage delivery riders, their availability and their work."
        actions={
          mayWrite && (
            <Link href={paths.addRider.href()} buttonVariant="primary">
              Add Rider
            </Link>
          )
        }
      />
      <Card>
        <ListToolbar>
          <ListSearch
            state={current}
            update={update}
            label="Search riders"
            placeholder="Search by name, email or rider ID..."
            isPending={list.isBusy && !list.isLoading}
          />
          <ListStatusFilter state={current} update={update} statuses={riderAvailabilities} />
        </ListToolbar>
        <ListBody state={current} update={update} page={list} label="Riders pages">
          <RidersTable
            aria-labelledby={titleId}
            rows={list.rows}
            sort={sort}
            onSortChange={onSortChange}
            onRowAction={openProfile}
            rowActions={rowActions}
            isLoading={list.isLoading}
            loadingRowCount={current.perPage}
            error={list.error ? 'Error loading riders.' : undefined}
            onRetry={list.error ? list.retry : undefined}
          />
        </ListBody>
      </Card>
    </Stack>
  );
}
