import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  travelerEndpoints,
  travelerStatuses,
  type Traveler,
  type TravelerBulkStatus,
  type TravelerStatus,
} from '@packlight/api-types';
import { Card, ConfirmDialog, Menu, PageHeader, toast, type MenuAction } from '@packlight/ui';
import { useCan } from '../../lib/access/use-permission.ts';
import { errorText } from '../../lib/api-error.ts';
import {
  ListBody,
  ListSearch,
  ListStatusFilter,
  ListToolbar,
  useListState,
  toastWithUndo,
  undoPlan,
  useTableSort,
  type StatusBefore,
} from '../../lib/list/index.ts';
import { rowVersion } from '../../lib/live/record-versions.ts';
import { paths } from '../../lib/paths.ts';
import { deleteTraveler, exportTravelers, setTravelersStatus, useTravelerPage } from './api.ts';
import { restoringAction, statusOutcome, travelersWord, undoneWords } from './status-words.ts';
import { travelerListRules } from './list-rules.ts';
import { TravelersTable } from './TravelersTable.tsx';
import * as styles from './TravelersScreen.css.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

type Selection = ReadonlySet<string | number>;
const noSelection: Selection = new Set();

/** /travelers: every traveler, paged by the server, with bulk and row actions (docs/product/part-1.md). */
export function TravelersScreen() {
  usePageTitle('Travelers');
  const titleId = useId();
  const navigate = useNavigate();
  const [current, update] = useListState(travelerListRules);
  const list = useTravelerPage(current, update);
  const [selected, setSelected] = useState<Selection>(noSelection);
  const [isWorking, setIsWorking] = useState(false);
  const [toDelete, setToDelete] = useState<Traveler | null>(null);
  const can = useCan();
  // What the role may not do is not offered (decisions.md D71): with no bulk action left, rows
  // are not selectable either.
  const mayChange = can(travelerEndpoints.bulkUpdate);
  const mayDelete = can(travelerEndpoints.remove);
  const mayExport = can(travelerEndpoints.export);

  // The status of every traveler seen on screen, read when a change is made: Undo puts each
  // back where it was, and a selection may span pages.
  const seen = useRef(new Map<number, TravelerStatus>());
  useEffect(() => {
    for (const traveler of list.rows) seen.current.set(traveler.id, traveler.status);
  }, [list.rows]);

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

  /**
   * Bulk and row status changes; the toast names the state they are now in and offers Undo,
   * which puts each changed traveler back in its own earlier status.
   */
  const changeStatus = useCallback(
    async (ids: number[], status: TravelerBulkStatus, ifMatch?: string) => {
      const { done, verb } = statusOutcome[status];
      const before: StatusBefore<number>[] = ids.flatMap((id) => {
        const was = seen.current.get(id);
        return was ? [{ id, status: was }] : [];
      });
      try {
        await setTravelersStatus(ids, status, ifMatch);
      } catch (error) {
        toast.danger(
          `Could not ${verb} ${travelersWord(ids.length)}. ${errorText(error, 'Please try again.')}`,
        );
        return false;
      }
      const message = `${travelersWord(ids.length)} now ${done}.`;
      const plan = undoPlan(before, done);
      if (plan.length === 0) {
        toast.success(message);
      } else {
        toastWithUndo(message, async () => {
          for (const group of plan) {
            await setTravelersStatus(group.ids, restoringAction[group.status as TravelerStatus]);
          }
          return undoneWords(plan);
        });
      }
      return true;
    },
    [],
  );

  async function setStatus(status: TravelerBulkStatus) {
    if (await run(changeStatus([...selected].map(Number), status))) clearSelection();
  }

  async function exportSelected() {
    const ids = [...selected].map(Number);
    try {
      const file = await run(exportTravelers(ids));
      toast.success(`Exported ${travelersWord(ids.length)} to ${file.fileName}.`);
    } catch (error) {
      toast.danger(`Could not export travelers. ${errorText(error, 'Please try again.')}`);
    }
  }

  const bulkActions: MenuAction[] = [
    ...(mayChange
      ? [
          { id: 'activate', label: 'Activate', onAction: () => void setStatus('Activate') },
          { id: 'deactivate', label: 'Deactivate', onAction: () => void setStatus('Deactivate') },
        ]
      : []),
    ...(mayExport
      ? [{ id: 'export', label: 'Export CSV', onAction: () => void exportSelected() }]
      : []),
  ];
  const hasBulkActions = mayChange || mayExport;

  const rowActions = useCallback(
    (traveler: Traveler): MenuAction[] => [
      {
        id: 'view',
        label: 'View Profile',
        onAction: () => void navigate(paths.travelerProfile.href(traveler.id)),
      },
      // Suspended travelers have no row action back (docs/product/part-1.md §4): bulk Activate does it.
      ...(mayChange && traveler.status === 'Active'
        ? [
            {
              id: 'suspend',
              label: 'Suspend',
              // The row's version: refused (412) if the traveler changed since the list showed it.
              onAction: () => void changeStatus([traveler.id], 'Deactivate', rowVersion(traveler)),
            },
          ]
        : []),
      ...(mayDelete
        ? [
            {
              id: 'delete',
              label: 'Delete',
              tone: 'danger' as const,
              onAction: () => setToDelete(traveler),
            },
          ]
        : []),
    ],
    [navigate, changeStatus, mayChange, mayDelete],
  );

  const openProfile = useCallback(
    (traveler: Traveler) => void navigate(paths.travelerProfile.href(traveler.id)),
    [navigate],
  );

  const { sort, onSortChange } = useTableSort(current, update);

  return (
    <div className={styles.page}>
      <PageHeader
        breadcrumbs={[{ label: 'Dashboard', href: paths.dashboard.href() }, { label: 'Travelers' }]}
        title="Travelers"
        titleId={titleId}
        lead="View and manage all registered travelers in the platform."
      />
      <Card>
        <ListToolbar>
          <ListSearch
            state={current}
            update={update}
            label="Search travelers"
            placeholder="Search travelers..."
            isPending={list.isBusy && !list.isLoading}
            onChange={clearSelection}
          />
          <ListStatusFilter
            state={current}
            update={update}
            statuses={travelerStatuses}
            onChange={clearSelection}
          />
          {selected.size > 0 && (
            <span className={styles.selection} role="status">
              {selected.size} selected
            </span>
          )}
          {hasBulkActions && (
            <Menu
              label="Bulk Actions"
              size="sm"
              items={bulkActions}
              isDisabled={selected.size === 0 || isWorking}
            />
          )}
        </ListToolbar>
        <ListBody state={current} update={update} page={list} label="Travelers pages">
          <TravelersTable
            aria-labelledby={titleId}
            rows={list.rows}
            sort={sort}
            onSortChange={onSortChange}
            selectedIds={hasBulkActions ? selected : undefined}
            onSelectionChange={hasBulkActions ? setSelected : undefined}
            onRowAction={openProfile}
            rowActions={rowActions}
            isLoading={list.isLoading}
            loadingRowCount={current.perPage}
            error={list.error ? 'Error loading travelers.' : undefined}
            onRetry={list.error ? list.retry : undefined}
          />
        </ListBody>
      </Card>
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToDelete(null);
        }}
        title="Delete Account"
        message={
          // Names who goes before the question of docs/product/part-1.md §4.
          <>
            <strong>{toDelete?.name || `Traveler ${toDelete?.id ?? ''}`}</strong>
            {toDelete?.email ? ` (${toDelete.email})` : ''}
            <br />
            Are you sure you want to delete this account? This action cannot be undone.
          </>
        }
        confirmLabel="Yes, Delete"
        tone="danger"
        onConfirm={async () => {
          if (!toDelete) return;
          try {
            await deleteTraveler(toDelete.id, rowVersion(toDelete));
            toast.success(`${toDelete.name || 'The traveler'}'s account was deleted.`);
          } catch (error) {
            toast.danger(`Could not delete the account. ${errorText(error, 'Please try again.')}`);
            // Rejecting keeps the dialog open, so the person can try again or cancel.
            throw error;
          }
          setSelected((ids) => new Set([...ids].filter((id) => id !== toDelete.id)));
        }}
      />
    </div>
  );
}
