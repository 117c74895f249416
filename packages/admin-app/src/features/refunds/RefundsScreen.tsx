import { useCallback, useId } from 'react';
import { useNavigate } from 'react-router';
import { refundStatuses, type Refund } from '@packlight/api-types';
import {
  Card,
  PageHeader,
  Pagination,
  SearchField,
  Select,
  defaultPageSizeOptions,
  type DataTableSort,
  type MenuAction,
} from '@packlight/ui';
import { sortChange, tableSort, useListState, type ListStateRules } from '../../lib/list/index.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useRefundPage } from './api.ts';
import { RefundsTable, refundSorts } from './RefundsTable.tsx';
import * as styles from './RefundsScreen.css.ts';

const listRules: ListStateRules = {
  statuses: refundStatuses,
  sorts: refundSorts,
  pageSizes: defaultPageSizeOptions,
  defaultPageSize: 10,
};

const trail = [{ label: 'Dashboard', href: paths.dashboard.href() }, { label: 'Refund' }];

const allStatuses = 'all';
const statusOptions = [
  { id: allStatuses, label: 'Status' },
  ...refundStatuses.map((status) => ({ id: status, label: status })),
];

/** /refund: every refund request, paged by the server (docs/product/part-2.md §2). */
export function RefundsScreen() {
  usePageTitle('Refunds');
  const titleId = useId();
  const navigate = useNavigate();
  const [current, update] = useListState(listRules);
  const list = useRefundPage(current, update);

  const openRefund = useCallback(
    (refund: Refund) => void navigate(paths.refundDetail.href(refund.id)),
    [navigate],
  );
  const rowActions = useCallback(
    (refund: Refund): MenuAction[] => [
      { id: 'view', label: 'View Detail', onAction: () => openRefund(refund) },
    ],
    [openRefund],
  );
  const onSortChange = useCallback((next: DataTableSort) => update(sortChange(next)), [update]);

  return (
    <div className={styles.page}>
      <PageHeader
        title="Refunds"
        titleId={titleId}
        breadcrumbs={trail}
        lead="Decide the refunds travelers ask for."
      />
      <Card>
        <div className={styles.toolbar}>
          <SearchField
            aria-label="Search refunds"
            placeholder="Search refunds..."
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
          <RefundsTable
            aria-labelledby={titleId}
            rows={list.rows}
            sort={tableSort(current)}
            onSortChange={onSortChange}
            onRowAction={openRefund}
            rowActions={rowActions}
            isLoading={list.isLoading}
            error={list.error ? 'Error loading refunds.' : undefined}
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
          aria-label="Refunds pages"
        />
      </Card>
    </div>
  );
}
