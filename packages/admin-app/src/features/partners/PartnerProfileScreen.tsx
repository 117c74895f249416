import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { partnerEndpoints, type Partner } from '@packlight/api-types';
import {
  Button,
  ConfirmDialog,
  Inline,
  Link,
  PageHeader,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  toast,
} from '@packlight/ui';
import { useCan } from '../../lib/access/use-permission.ts';
import { DetailGate } from '../../lib/detail/DetailGate.tsx';
import { routeId } from '../../lib/detail/route-id.ts';
import { statusActionBack, toastWithUndo } from '../../lib/list/index.ts';
import { OrdersTable } from '../../lib/orders/OrdersTable.tsx';
import { paths } from '../../lib/paths.ts';
import { useRecordCommand } from '../../lib/palette/record-commands.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ApiError, errorText } from '../../lib/api-error.ts';
import { versionOf } from '../../lib/live/record-versions.ts';
import { RecordLiveNote } from '../../lib/live/RecordLiveNote.tsx';
import { setPartnerStatus, usePartner } from './api.ts';
import { PartnerDetails } from './PartnerDetails.tsx';
import { PartnerProducts } from './PartnerProducts.tsx';
import * as styles from './PartnerProfileScreen.css.ts';
import { LazyRecordActivity } from '../../lib/activity/LazyRecordActivity.tsx';

const trail = [
  { label: 'Dashboard', href: paths.dashboard.href() },
  { label: 'Partners', href: paths.partners.href() },
  { label: 'Details' },
];

const profileTabs = ['details', 'products', 'orders', 'activity'] as const;
type ProfileTab = (typeof profileTabs)[number];

/** A partner's orders name the traveler and the rider of each. */
const orderParties = ['traveler', 'rider'] as const;

/**
 * The header's toggle (docs/product/part-2.md §2, §4): 'Suspend' (the reference's 'Suspended',
 * D48) on an active partner sends
 * suspended, after asking; 'Activate' on any other sends accept.
 */
function StatusToggle({ partner }: { partner: Partner }) {
  const [isAsking, setIsAsking] = useState(false);
  const [isWorking, setIsWorking] = useState(false);
  const isActive = partner.status === 'Active';
  const ask = () => (isActive ? setIsAsking(true) : void change());
  useRecordCommand(
    partner.business_name || partner.name || 'This partner',
    isActive ? 'Suspend this partner' : 'Activate this partner',
    ask,
    isActive ? 'danger' : 'neutral',
  );

  async function change() {
    setIsWorking(true);
    try {
      const message = await setPartnerStatus(
        partner.id,
        isActive ? 'suspended' : 'accept',
        versionOf('partner', partner.id),
      );
      // As in the list: Undo while the toast shows, unless the partner was Pending (no action
      // returns an application to Pending).
      const back = statusActionBack(partner.status);
      if (back === null) toast.success(message);
      else toastWithUndo(message, () => setPartnerStatus(partner.id, back));
    } catch (error) {
      // A racing change (412, D55) or a status that no longer allows it (422) says so once.
      toast.danger(
        error instanceof ApiError && error.status === 412
          ? 'Someone else changed this partner meanwhile. Check its status and try again.'
          : errorText(error, 'Failed to update partner status'),
      );
    } finally {
      setIsWorking(false);
    }
  }

  return (
    <>
      <Button variant={isActive ? 'danger' : 'primary'} isPending={isWorking} onPress={ask}>
        {isActive ? 'Suspend' : 'Activate'}
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setIsAsking}
        title="Suspend Partner"
        message={`Suspend ${partner.business_name || partner.name || 'this partner'}? Their products stop selling until the partner is activated again.`}
        confirmLabel="Suspend"
        tone="danger"
        onConfirm={change}
      />
    </>
  );
}

/** /partners/profile/:id : one partner's details, products and orders. */
export function PartnerProfileScreen() {
  const id = routeId(useParams().id);
  const { data, error, mutate } = usePartner(id);
  const partner = data?.data ?? undefined;
  usePageTitle(partner?.business_name || partner?.name, 'Partners');
  const [params, setParams] = useSearchParams();
  const can = useCan();
  // What the role may not do is not offered (decisions.md D71); the page stays readable.
  // Edit leads to the edit screen: offered when the role may open it.
  const mayEdit = can(paths.updatePartner.permission);
  const mayDecide = can(partnerEndpoints.statusUpdate);
  const mayReadActivity = can(paths.activity.permission);
  const tab: ProfileTab =
    profileTabs.find(
      (each) => each === params.get('tab') && (each !== 'activity' || mayReadActivity),
    ) ?? 'details';

  return (
    <Stack gap="lg">
      <PageHeader
        breadcrumbs={trail}
        // Headed by the record's name, as every record's page is (D48).
        title={partner?.business_name || partner?.name || 'Partner Details'}
        actions={
          partner &&
          (mayEdit || mayDecide) && (
            <Inline gap="sm">
              {mayEdit && (
                <Link href={paths.updatePartner.href(partner.id)} buttonVariant="secondary">
                  Edit Partner
                </Link>
              )}
              {mayDecide && <StatusToggle partner={partner} />}
            </Inline>
          )
        }
      />
      <RecordLiveNote type="partner" id={id} />
      <DetailGate
        id={id}
        record={partner}
        error={error}
        retry={() => void mutate()}
        loadingLabel="Loading partner details..."
        notFoundTitle="No partner data found."
        errorTitle="Error loading partner details."
        back={{ href: paths.partners.href(), label: 'Back to Partners' }}
      >
        {(record) => (
          <Tabs
            selectedKey={tab}
            onSelectionChange={(key) =>
              setParams(key === 'details' ? {} : { tab: String(key) }, { replace: true })
            }
          >
            <TabList aria-label="Partner details">
              <Tab id="details">Details</Tab>
              <Tab id="products" count={record.products?.length ?? 0}>
                Products
              </Tab>
              <Tab id="orders" count={record.order?.length ?? 0}>
                Orders
              </Tab>
              {mayReadActivity && <Tab id="activity">Activity</Tab>}
            </TabList>
            <TabPanel id="details" className={styles.tabPanel}>
              <PartnerDetails partner={record} />
            </TabPanel>
            <TabPanel id="products" className={styles.tabPanel}>
              <PartnerProducts products={record.products ?? []} />
            </TabPanel>
            <TabPanel id="orders" className={styles.tabPanel}>
              <OrdersTable orders={record.order ?? []} parties={orderParties} />
            </TabPanel>
            {mayReadActivity && (
              <TabPanel id="activity" className={styles.tabPanel}>
                <LazyRecordActivity subjectType="partner" subjectId={record.id} />
              </TabPanel>
            )}
          </Tabs>
        )}
      </DetailGate>
    </Stack>
  );
}
