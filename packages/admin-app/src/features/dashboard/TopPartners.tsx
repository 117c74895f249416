import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Partner } from '@packlight/api-types';
import {
  Card,
  DataTable,
  EmptyState,
  PersonCell,
  type DataTableColumn,
  type MenuAction,
} from '@packlight/ui';
import { formatMoney } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useTopPartners } from './api.ts';

const columns: DataTableColumn<Partner>[] = [
  {
    id: 'business',
    header: 'Partner',
    isRowHeader: true,
    cell: (partner) => (
      <PersonCell src={partner.profile_photo} name={partner.business_name ?? partner.name ?? '—'} />
    ),
  },
  { id: 'owner', header: 'Owner', cell: (partner) => partner.name ?? '—' },
  { id: 'category', header: 'Category', cell: (partner) => partner.category ?? '—' },
  {
    id: 'sales',
    header: 'Total Sales',
    align: 'end',
    // Money is dollars in the API; the spec shows it with a $ prefix.
    cell: (partner) => formatMoney(partner.total_sales ?? 0),
  },
];

const getRowId = (partner: Partner) => partner.id;
const getRowLabel = (partner: Partner) => partner.business_name ?? partner.name ?? `#${partner.id}`;

/** 'Top 5 Partners by Sales'; a row opens the partner's profile. */
export function TopPartners() {
  const { data, error, isLoading } = useTopPartners();
  const navigate = useNavigate();
  const openProfile = useCallback(
    (partner: Partner) => navigate(paths.partnerProfile.href(partner.id)),
    [navigate],
  );
  // The list pattern on every table (D61): the row menu, here with the row's own record.
  const rowActions = useCallback(
    (row: Partner): MenuAction[] => [
      { id: 'view', label: 'View Profile', onAction: () => void openProfile(row) },
    ],
    [openProfile],
  );
  return (
    <Card
      as="section"
      title="Top 5 Partners by Sales"
      // The figure's definition, the one the partner list and profile show (D45).
      description="Active partners; sales are their delivered and completed orders."
      padding="none"
    >
      <DataTable
        loadingRowShape="person"
        aria-label="Top 5 Partners by Sales"
        columns={columns}
        rows={data?.data ?? []}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        onRowAction={openProfile}
        rowActions={rowActions}
        isLoading={isLoading}
        loadingLabel="Loading partners..."
        error={error ? 'Error loading partners' : undefined}
        emptyState={<EmptyState title="No sales yet." />}
      />
    </Card>
  );
}
