import { useCallback, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  partnerEndpoints,
  type PageMeta,
  type Partner,
  type PartnerStatusAction,
} from '@packlight/api-types';
import {
  Card,
  ConfirmDialog,
  Link,
  PageHeader,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  toast,
  type MenuAction,
} from '@packlight/ui';
import {
  ListBody,
  ListSearch,
  ListToolbar,
  statusActionBack,
  isTabCountAsked,
  shownTabCount,
  toastWithUndo,
  useListState,
  useTableSort,
  type ListState,
} from '../../lib/list/index.ts';
import { useCan } from '../../lib/access/use-permission.ts';
import { errorText } from '../../lib/api-error.ts';
import { rowVersion, versionOf } from '../../lib/live/record-versions.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { setPartnerStatus, usePartnerCount, usePartnerPage } from './api.ts';
import { partnerTabLabels, partnerTabOf, partnerTabs, type PartnerTab } from './partner-tabs.ts';
import { partnerListRules } from './list-rules.ts';
import { PartnersTable } from './PartnersTable.tsx';
import { RequestInformationDialog } from './RequestInformationDialog.tsx';
import * as styles from './PartnersScreen.css.ts';

const trail = [{ label: 'Dashboard', href: paths.dashboard.href() }, { label: 'Partners' }];

/**
 * A tab with the number of partners it holds for the search: the shown tab's page tells it, or
 * the tab's own first page, asked for once the list's page is in (lib/list/tab-count.ts).
 */
function CountedTab({
  tab,
  shown,
  meta,
  state,
}: {
  tab: PartnerTab;
  /** The tab on screen. */
  shown: PartnerTab;
  /** Where the rows on screen sit; undefined before the list's first answer. */
  meta: PageMeta | undefined;
  state: ListState;
}) {
  const count = usePartnerCount(tab, state, isTabCountAsked(meta, shown, tab));
  return (
    <Tab id={tab} count={(tab === shown ? shownTabCount(meta) : undefined) ?? count}>
      {partnerTabLabels[tab]}
    </Tab>
  );
}

/** /partners: approved, pending and suspended partners, each tab paged by the server. */
export function PartnersScreen() {
  usePageTitle('Partners');
  const titleId = useId();
  const navigate = useNavigate();
  const [current, update] = useListState(partnerListRules);
  const tab = partnerTabOf(current.tab);
  const list = usePartnerPage(current, update);
  const [toReject, setToReject] = useState<Partner | null>(null);
  const [toAsk, setToAsk] = useState<Partner | null>(null);
  const can = useCan();
  // The menu offers what the role may do (decisions.md D71); viewing is always there.
  // Edit leads to the edit screen: offered when the role may open it.
  const mayEdit = can(paths.updatePartner.permission);
  const mayDecide = can(partnerEndpoints.statusUpdate);
  const mayAsk = can(partnerEndpoints.requestInformation);

  /**
   * Every status action; the server's answer names the state the partner is now in. A change
   * that can be taken back (not one from Pending, which no action returns to) offers Undo.
   */
  const changeStatus = useCallback(async (partner: Partner, action: PartnerStatusAction) => {
    let message: string;
    try {
      // The row's version: refused (412) if the partner changed since the list showed it.
      message = await setPartnerStatus(partner.id, action, rowVersion(partner));
    } catch (error) {
      toast.danger(errorText(error, 'Failed to update partner status'));
      return;
    }
    const back = statusActionBack(partner.status);
    if (back === null) toast.success(message);
    else {
      toastWithUndo(message, () =>
        setPartnerStatus(partner.id, back, versionOf('partner', partner.id)),
      );
    }
  }, []);

  const rowActions = useCallback(
    (partner: Partner): MenuAction[] => {
      const view: MenuAction = {
        id: 'view',
        label: 'View Profile',
        onAction: () => void navigate(paths.partnerProfile.href(partner.id)),
      };
      const edit: MenuAction = {
        id: 'edit',
        label: 'Edit',
        onAction: () => void navigate(paths.updatePartner.href(partner.id)),
      };
      const actions = [view, ...(mayEdit ? [edit] : [])];
      if (partner.status === 'Pending') {
        if (mayDecide) {
          actions.push(
            { id: 'accept', label: 'Accept', onAction: () => void changeStatus(partner, 'accept') },
            { id: 'reject', label: 'Reject', tone: 'danger', onAction: () => setToReject(partner) },
          );
        }
        if (mayAsk) {
          actions.push({
            id: 'ask',
            label: 'Request Information',
            onAction: () => setToAsk(partner),
          });
        }
      }
      if (partner.status === 'Suspended' && mayDecide) {
        actions.push({
          id: 'activate',
          label: 'Active',
          onAction: () => void changeStatus(partner, 'accept'),
        });
      }
      return actions;
    },
    [navigate, changeStatus, mayEdit, mayDecide, mayAsk],
  );

  const openProfile = useCallback(
    (partner: Partner) => void navigate(paths.partnerProfile.href(partner.id)),
    [navigate],
  );
  const { sort, onSortChange } = useTableSort(current, update);

  return (
    <Stack gap="lg">
      <PageHeader
        breadcrumbs={trail}
        title="Partners"
        titleId={titleId}
        lead="Review partner applications and manage approved and suspended partners."
        actions={
          tab === 'approved' &&
          can(paths.addPartner.permission) && (
            <Link href={paths.addPartner.href()} buttonVariant="primary">
              Add Partner
            </Link>
          )
        }
      />
      <Card>
        <ListToolbar>
          <ListSearch
            state={current}
            update={update}
            label="Search partners"
            placeholder="Search partners..."
            isPending={list.isBusy && !list.isLoading}
          />
        </ListToolbar>
        <Tabs
          selectedKey={tab}
          onSelectionChange={(key) => {
            const next = partnerTabOf(String(key));
            update({ tab: next === 'approved' ? '' : next, sort: null });
          }}
        >
          <TabList aria-label="Partner status">
            {partnerTabs.map((each) => (
              <CountedTab key={each} tab={each} shown={tab} meta={list.meta} state={current} />
            ))}
          </TabList>
          {partnerTabs.map((each) => (
            <TabPanel key={each} id={each} className={styles.panel}>
              <ListBody state={current} update={update} page={list} label="Partners pages">
                <PartnersTable
                  aria-labelledby={titleId}
                  rows={list.rows}
                  sort={sort}
                  onSortChange={onSortChange}
                  onRowAction={openProfile}
                  rowActions={rowActions}
                  isLoading={list.isLoading}
                  loadingRowCount={current.perPage}
                  error={list.error ? 'Error loading partners.' : undefined}
                  onRetry={list.error ? list.retry : undefined}
                />
              </ListBody>
            </TabPanel>
          ))}
        </Tabs>
      </Card>
      <ConfirmDialog
        isOpen={toReject !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setToReject(null);
        }}
        title="Reject Partner"
        message={`Reject ${toReject?.business_name || toReject?.name || 'this partner'}? The application moves to Suspended.`}
        confirmLabel="Reject"
        tone="danger"
        onConfirm={() => (toReject ? changeStatus(toReject, 'reject') : undefined)}
      />
      <RequestInformationDialog partner={toAsk} onClose={() => setToAsk(null)} />
    </Stack>
  );
}
