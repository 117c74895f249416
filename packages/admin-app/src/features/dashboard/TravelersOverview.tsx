import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Traveler } from '@packlight/api-types';
import {
  Card,
  DataTable,
  EmptyState,
  PersonCell,
  StatusBadge,
  type DataTableColumn,
  type MenuAction,
} from '@packlight/ui';
import { paths } from '../../lib/paths.ts';
import { useDashboardTravelers } from './api.ts';

const columns: DataTableColumn<Traveler>[] = [
  {
    id: 'name',
    header: 'Traveler Name',
    isRowHeader: true,
    cell: (traveler) => <PersonCell src={traveler.profile_photo} name={traveler.name ?? '—'} />,
  },
  { id: 'email', header: 'Email', cell: (traveler) => traveler.email ?? '—' },
  { id: 'country', header: 'Country', cell: (traveler) => traveler.country ?? '—' },
  {
    id: 'orders',
    header: 'Orders',
    align: 'end',
    cell: (traveler) => traveler.order?.length ?? 0,
  },
  {
    id: 'status',
    header: 'Status',
    // docs/product/part-1.md §9: Active green, others orange.
    cell: (traveler) => (
      <StatusBadge
        status={traveler.status}
        tone={traveler.status === 'Active' ? 'success' : 'warning'}
      />
    ),
  },
];

const getRowId = (traveler: Traveler) => traveler.id;
const getRowLabel = (traveler: Traveler) => traveler.name ?? `#${traveler.id}`;

/** 'Travelers Overview': recent travelers; a row opens the traveler's profile. */
export function TravelersOverview() {
  const { data, error, isLoading } = useDashboardTravelers();
  const navigate = useNavigate();
  const openProfile = useCallback(
    (traveler: Traveler) => navigate(paths.travelerProfile.href(traveler.id)),
    [navigate],
  );
  // The list pattern on every table (D61): the row menu, here with the row's own record.
  const rowActions = useCallback(
    (row: Traveler): MenuAction[] => [
      { id: 'view', label: 'View Profile', onAction: () => void openProfile(row) },
    ],
    [openProfile],
  );
  return (
    <Card as="section" title="Travelers Overview" padding="none">
      <DataTable
        loadingRowShape="person"
        aria-label="Travelers Overview"
        columns={columns}
        rows={data?.data ?? []}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        onRowAction={openProfile}
        rowActions={rowActions}
        isLoading={isLoading}
        loadingLabel="Loading travelers..."
        error={error ? 'Error loading travelers' : undefined}
        emptyState={<EmptyState title="No travelers yet." />}
      />
    </Card>
  );
}
