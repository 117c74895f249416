import { useCallback, useId } from 'react';
import { useNavigate } from 'react-router';
import { refundStatuses, type Refund } from '@packlight/api-types';
import { Card, PageHeader, type MenuAction } from '@packlight/ui';
import {
  ListBody,
  ListSearch,
  ListStatusFilter,
  ListToolbar,
  useListState,
  useTableSort,
} from '../../lib/list/index.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useRefundPage } from './api.ts';
import { refundListRules } from './list-rules.ts';
import { RefundsTable } from './RefundsTable.tsx';
import * as styles from './RefundsScreen.css.ts';

const trail = [{ label: 'Dashboard', href: paths.dashboard.href() }, { label: 'Refunds' }];

/** /refund: every refund request, paged by the server (docs/product/part-2.md §2). */
export function RefundsScreen() {
  usePageTitle('Refunds');
  const titleId = useId();
  const navigate = useNavigate();
  const [current, update] = useListState(refundListRules);
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
  const { sort, onSortChange } = useTableSort(current, update);

  return (
    <div className={styles.page}>
      <PageHeader
        title="Refunds"
        titleId={titleId}
        breadcrumbs={trail}
        lead="Decide the refunds travelers ask for."
      />
      <Card>
        <ListToolbar>
          <ListSearch
            state={current}
            update={update}
            isPending={list.isBusy && !list.isLoading}
            label="Search refunds"
            placeholder="Search refunds..."
          />
          <ListStatusFilter state={current} update={update} statuses={refundStatuses} />
        </ListToolbar>
        <ListBody state={current} update={update} page={list} label="Refunds pages">
          <RefundsTable
            aria-labelledby={titleId}
            rows={list.rows}
            sort={sort}
            onSortChange={onSortChange}
            onRowAction={openRefund}
            rowActions={rowActions}
            isLoading={list.isLoading}
            loadingRowCount={current.perPage}
            error={list.error ? 'Error loading refunds.' : undefined}
            onRetry={list.error ? list.retry : undefined}
          />
        </ListBody>
      </Card>
    </div>
  );
}
