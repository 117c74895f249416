import { useCallback, useId, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { SupportTicket } from '@packlight/api-types';
import { Card, PageHeader, Stack, type DataTableSort } from '@packlight/ui';
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
import { useTicketPage } from './api.ts';
import { listStatuses, ticketListRules } from './list-rules.ts';
import { TicketsTable } from './TicketsTable.tsx';
import { useLiveTicketList } from './use-live-ticket-list.ts';

/** The server's default order is the reference's: date, newest first (part-2.md §2). */
const defaultSort: DataTableSort = { column: 'created_at', direction: 'descending' };

/** /support: every support ticket, paged by the server, each row opening its chat. */
export function SupportScreen() {
  usePageTitle('Support');
  const titleId = useId();
  const navigate = useNavigate();
  const [current, update] = useListState(ticketListRules);
  const list = useTicketPage(current, update);
  useLiveTicketList();

  const openChat = useCallback(
    (ticket: SupportTicket) => void navigate(paths.ticketChat.href(ticket.id)),
    [navigate],
  );
  const table = useTableSort(current, update);
  const sort = useMemo(() => table.sort ?? defaultSort, [table.sort]);

  return (
    <Stack gap="lg">
      <PageHeader
        breadcrumbs={[{ label: 'Dashboard', href: paths.dashboard.href() }, { label: 'Support' }]}
        title="Support"
        titleId={titleId}
        lead="Answer the questions of travelers, partners and riders."
      />
      <Card>
        <ListToolbar>
          <ListSearch
            state={current}
            update={update}
            label="Search tickets"
            placeholder="Search tickets..."
            isPending={list.isBusy && !list.isLoading}
          />
          <ListStatusFilter
            state={current}
            update={update}
            statuses={listStatuses}
            allLabel="All statuses"
          />
        </ListToolbar>
        <ListBody state={current} update={update} page={list} label="Ticket pages">
          <TicketsTable
            aria-labelledby={titleId}
            rows={list.rows}
            sort={sort}
            onSortChange={table.onSortChange}
            onRowAction={openChat}
            isLoading={list.isLoading}
            loadingRowCount={current.perPage}
            error={list.error ? 'Error loading tickets.' : undefined}
            onRetry={list.error ? list.retry : undefined}
          />
        </ListBody>
      </Card>
    </Stack>
  );
}
