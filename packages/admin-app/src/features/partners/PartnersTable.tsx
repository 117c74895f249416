import { memo } from 'react';
import type { Partner } from '@packlight/api-types';
import {
  DataTable,
  EmptyState,
  Link,
  PersonCell,
  type DataTableColumn,
  type DataTableProps,
} from '@packlight/ui';
import { formatMoney } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { PartnerStatusBadge } from './PartnerStatusBadge.tsx';
import { ratingFigure } from './partner-details.ts';

const getRowLabel = (partner: Partner) =>
  partner.business_name || partner.name || `Partner ${partner.id}`;

/** The columns of the partners table; module-level, so rows are drawn once per page. */
const columns: readonly DataTableColumn<Partner>[] = [
  {
    id: 'business_name',
    header: 'Business Name',
    isRowHeader: true,
    isSortable: true,
    cell: (partner) => (
      <PersonCell
        src={partner.profile_photo}
        name={getRowLabel(partner)}
        secondary={partner.email}
      />
    ),
  },
  { id: 'name', header: 'Owner', isSortable: true, cell: (partner) => partner.name },
  { id: 'category', header: 'Category', isSortable: true, cell: (partner) => partner.category },
  {
    id: 'total_sales',
    header: 'Total Sales',
    isSortable: true,
    align: 'end',
    cell: (partner) => formatMoney(partner.total_sales ?? 0),
  },
  {
    id: 'average_rating',
    header: 'Rating',
    isSortable: true,
    cell: (partner) => ratingFigure(partner),
  },
  {
    id: 'documents',
    header: 'Documents',
    cell: (partner) => (
      <Link
        href={paths.documents.href(partner.id)}
        variant="subtle"
        aria-label={`View documents of ${getRowLabel(partner)}`}
      >
        View
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    isSortable: true,
    width: '9rem',
    cell: (partner) => <PartnerStatusBadge status={partner.status} />,
  },
];

const getRowId = (partner: Partner) => partner.id;

const emptyState = (
  <EmptyState title="No partners found." hint="Try adjusting filters or check back later." isLive />
);

type PartnersTableProps = Pick<
  DataTableProps<Partner>,
  | 'aria-labelledby'
  | 'rows'
  | 'sort'
  | 'onSortChange'
  | 'onRowAction'
  | 'rowActions'
  | 'isLoading'
  | 'loadingRowCount'
  | 'error'
  | 'onRetry'
>;

/** The partners table of one tab. Memoised: keystrokes and toasts do not redraw its rows. */
export const PartnersTable = memo(function PartnersTable(props: PartnersTableProps) {
  return (
    <DataTable
      loadingRowShape="person"
      {...props}
      columns={columns}
      getRowId={getRowId}
      getRowLabel={getRowLabel}
      loadingLabel="Loading partners..."
      emptyState={emptyState}
    />
  );
});
