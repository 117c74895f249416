import { useCallback, useId, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { SupportTicket } from '@packlight/api-types';
import {
  Card,
  PageHeader,
  Pagination,
  SearchField,
  Select,
  Stack,
  defaultPageSizeOptions,
  type DataTableSort,
} from '@packlight/ui';
import { sortChange, tableSort, useListState, type ListStateRules } from '../../lib/list/index.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useTicketPage } from './api.ts';
import { listStatuses, ticketSorts } from './ticket-rules.ts';
import { TicketsTable } from './TicketsTable.tsx';
import { useLiveTicketList } from './use-live-ticket-list.ts';
import * as styles from './SupportScreen.css.ts';

const listRules: ListStateRules = {
  statuses: listStatuses,
  sorts: ticketSorts,
  pageSizes: defaultPageSizeOptions,
  defaultPageSize: 10,
};

const allStatuses = 'all';
const statusOptions = [
  { id: allStatuses, label: 'All statuses' },
  ...listStatuses.map((status) => ({ id: status, label: status })),
];

/** The server's default order is the reference's: date, newest first (part-2.md §2). */
const defaultSort: DataTableSort = { column: 'created_at', direction: 'descending' };

/** /support: every support ticket, paged by the server, each row opening its chat. */
export function SupportScreen() {
  usePageTitle('Support');
  const titleId = useId();
  const navigate = useNavigate();
  const [current, update] = useListState(listRules);
  const list = useTicketPage(current, update);
  useLiveTicketList();

  const openChat = useCallback(
    (ticket: SupportTicket) => void navigate(paths.ticketChat.href(ticket.id)),
    [navigate],
  );
  const onSortChange = useCallback((next: DataTableSort) => update(sortChange(next)), [update]);
  const sort = useMemo(
    () => tableSort({ sort: current.sort, dir: current.dir }) ?? defaultSort,
    [current.sort, current.dir],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Support"
        titleId={titleId}
        lead="Answer the questions of travelers, partners and riders."
      />
      <Card>
        <div className={styles.toolbar}>
          <SearchField
            aria-label="Search tickets"
            placeholder="Search tickets..."
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
          <TicketsTable
            aria-labelledby={titleId}
            rows={list.rows}
            sort={sort}
            onSortChange={onSortChange}
            onRowAction={openChat}
            isLoading={list.isLoading}
            error={list.error ? 'Error loading tickets.' : undefined}
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
          aria-label="Ticket pages"
        />
      </Card>
    </Stack>
  );
}
