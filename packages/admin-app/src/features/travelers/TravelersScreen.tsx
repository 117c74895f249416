import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { travelerStatuses, type Traveler, type TravelerBulkStatus } from '@packlight/api-types';
import {
  Card,
  ConfirmDialog,
  Menu,
  Pagination,
  SearchField,
  Select,
  defaultPageSizeOptions,
  type DataTableSort,
  type MenuAction,
} from '@packlight/ui';
import { paths } from '../../lib/paths.ts';
import type { ListStateRules } from './list-state.ts';
import {
  changeTravelerStatus,
  deleteTraveler,
  exportTravelers,
  useTravelerPage,
} from './travelers-api.ts';
import { TravelersTable, travelerSorts } from './TravelersTable.tsx';
import { useListState } from './useListState.ts';
import * as styles from './TravelersScreen.css.ts';

const listRules: ListStateRules = {
  statuses: travelerStatuses,
  sorts: travelerSorts,
  pageSizes: defaultPageSizeOptions,
  defaultPageSize: 10,
};

/** 'Status' is the unfiltered choice (spec 1: Status, Active, Suspended). */
const allStatuses = 'all';
const statusOptions = [
  { id: allStatuses, label: 'Status' },
  ...travelerStatuses.map((status) => ({ id: status, label: status })),
];

const noRows: readonly Traveler[] = [];
type Selection = ReadonlySet<string | number>;
const noSelection: Selection = new Set();

/** /travelers: every traveler, paged by the server, with bulk and row actions (spec 1). */
export function TravelersScreen() {
  const titleId = useId();
  const navigate = useNavigate();
  const [current, update] = useListState(listRules);
  const { data, error, retry, isBusy } = useTravelerPage(current);
  const [selected, setSelected] = useState<Selection>(noSelection);
  const [isWorking, setIsWorking] = useState(false);
  const [toDelete, setToDelete] = useState<Traveler | null>(null);

  const rows = data?.data ?? noRows;
  const meta = data?.meta;

  // A page past the end (the last row of the last page was deleted, or an old link) shows the
  // last page instead; only judged on the answer for this very page, not the one kept on screen.
  const lastPage =
    meta && meta.current_page === current.page && meta.per_page === current.perPage
      ? meta.last_page
      : undefined;
  useEffect(() => {
    if (lastPage !== undefined && current.page > lastPage) update({ page: lastPage }, 'replace');
  }, [lastPage, current.page, update]);

  // Rows a new search or filter hides must not be hit unseen by a bulk action.
  const clearSelection = () => setSelected(noSelection);

  async function run<T>(work: Promise<T>): Promise<T> {
    setIsWorking(true);
    try {
      return await work;
    } finally {
      setIsWorking(false);
    }
  }

  async function setStatus(status: TravelerBulkStatus) {
    if (await run(changeTravelerStatus([...selected].map(Number), status))) clearSelection();
  }

  const bulkActions: MenuAction[] = [
    { id: 'activate', label: 'Activate', onAction: () => void setStatus('Activate') },
    { id: 'deactivate', label: 'Deactivate', onAction: () => void setStatus('Deactivate') },
    {
      id: 'export',
      label: 'Export CSV',
      onAction: () => void run(exportTravelers([...selected].map(Number))),
    },
  ];

  const rowActions = useCallback(
    (traveler: Traveler): MenuAction[] => [
      {
        id: 'view',
        label: 'View Profile',
        onAction: () => void navigate(paths.travelerProfile.href(traveler.id)),
      },
      // Suspended travelers have no row action back (spec 1, section 4): bulk Activate does it.
      ...(traveler.status === 'Active'
        ? [
            {
              id: 'suspend',
              label: 'Suspend',
              onAction: () => void changeTravelerStatus([traveler.id], 'Deactivate'),
            },
          ]
        : []),
      { id: 'delete', label: 'Delete', tone: 'danger', onAction: () => setToDelete(traveler) },
    ],
    [navigate],
  );

  const openProfile = useCallback(
    (traveler: Traveler) => void navigate(paths.travelerProfile.href(traveler.id)),
    [navigate],
  );

  const onSortChange = useCallback(
    (next: DataTableSort) =>
      update({ sort: next.column, dir: next.direction === 'descending' ? 'desc' : 'asc' }),
    [update],
  );

  // The arrow follows a click in a render of its own: redrawing the table first would hold back
  // the call for the re-sorted rows, which is what the user waits for.
  const sort = useDeferredValue(
    useMemo<DataTableSort | null>(
      () =>
        current.sort
          ? { column: current.sort, direction: current.dir === 'desc' ? 'descending' : 'ascending' }
          : null,
      [current.sort, current.dir],
    ),
  );

  return (
    <div className={styles.page}>
      <header>
        <h1 id={titleId} className={styles.title}>
          Travelers
        </h1>
        <p className={styles.lead}>View and manage all registered travelers in the platform.</p>
      </header>
      <Card>
        <div className={styles.toolbar}>
          <SearchField
            aria-label="Search travelers"
            placeholder="Search travelers..."
            value={current.search}
            onChange={(search) => {
              clearSelection();
              update({ search }, 'replace');
            }}
            isPending={isBusy && data !== undefined}
            className={styles.search}
          />
          <Select
            aria-label="Filter by status"
            size="sm"
            options={statusOptions}
            value={current.status || allStatuses}
            onChange={(status) => {
              if (status == null) return;
              clearSelection();
              update({ status: status === allStatuses ? '' : String(status) });
            }}
          />
          {selected.size > 0 && (
            <span className={styles.selection} role="status">
              {selected.size} selected
            </span>
          )}
          <Menu
            label="Bulk Actions"
            size="sm"
            items={bulkActions}
            isDisabled={selected.size === 0 || isWorking}
          />
        </div>
        {/* Busy while the rows on screen are the last answer's and the asked-for ones load. */}
        <div aria-busy={isBusy}>
          <TravelersTable
            aria-labelledby={titleId}
            rows={rows}
            sort={sort}
            onSortChange={onSortChange}
            selectedIds={selected}
            onSelectionChange={setSelected}
            onRowAction={openProfile}
            rowActions={rowActions}
            isLoading={data === undefined && error === undefined}
            error={error ? 'Error loading travelers.' : undefined}
            onRetry={error ? () => void retry() : undefined}
          />
        </div>
        <Pagination
          className={styles.pagination}
          total={meta?.total ?? rows.length}
          page={current.page}
          pageSize={current.perPage}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(perPage) => update({ perPage })}
          aria-label="Travelers pages"
        />
      </Card>
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToDelete(null);
        }}
        title="Delete Account"
        message="Are you sure you want to delete this account? This action cannot be undone."
        confirmLabel="Yes, Delete"
        tone="destructive"
        onConfirm={async () => {
          if (!toDelete) return;
          await deleteTraveler(toDelete);
          setSelected((ids) => new Set([...ids].filter((id) => id !== toDelete.id)));
        }}
      />
    </div>
  );
}
