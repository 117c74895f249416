import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { riderEndpoints, type Rider } from '@packlight/api-types';
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
import { failureText } from '../../lib/api-error.ts';
import { DetailGate } from '../../lib/detail/DetailGate.tsx';
import { routeId } from '../../lib/detail/route-id.ts';
import { toastWithUndo } from '../../lib/list/index.ts';
import { OrdersTable } from '../../lib/orders/OrdersTable.tsx';
import { paths } from '../../lib/paths.ts';
import { useRecordCommand } from '../../lib/palette/record-commands.ts';
import { useCan } from '../../lib/access/use-permission.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { setRiderStatus, useRider } from './api.ts';
import { riderName } from './rider-labels.ts';
import { RiderDetails } from './RiderDetails.tsx';
import * as styles from './RiderProfileScreen.css.ts';
import { RecordLiveNote } from '../../lib/live/RecordLiveNote.tsx';
import { versionOf } from '../../lib/live/record-versions.ts';
import { ApiError } from '../../lib/api-error.ts';
import { LazyRecordActivity } from '../../lib/activity/LazyRecordActivity.tsx';

const trail = [
  { label: 'Dashboard', href: paths.dashboard.href() },
  { label: 'Riders', href: paths.riders.href() },
  { label: 'Details' },
];

/** A rider's orders name the traveler and the partner of each. */
const orderParties = ['traveler', 'partner'] as const;

/**
 * The suspend/activate toggle (docs/product/part-2.md §4): an active rider is suspended (after
 * asking), a suspended one activated. The toast names the new state (decisions.md D6).
 */
function StatusToggle({ rider }: { rider: Rider }) {
  const [isAsking, setIsAsking] = useState(false);
  const [isWorking, setIsWorking] = useState(false);
  const isActive = rider.status === 'Active';
  const ask = () => (isActive ? setIsAsking(true) : void change());
  useRecordCommand(
    riderName(rider),
    isActive ? 'Suspend this rider' : 'Activate this rider',
    ask,
    isActive ? 'danger' : 'neutral',
  );

  async function change() {
    setIsWorking(true);
    try {
      const message = await setRiderStatus(
        rider.id,
        isActive ? 'suspended' : 'active',
        versionOf('rider', rider.id),
      );
      // As in the lists: the toast can take the change back while it shows.
      toastWithUndo(message, () => setRiderStatus(rider.id, isActive ? 'active' : 'suspended'), {
        action: `rider-status-${rider.id}`,
      });
    } catch (error) {
      // A racing change (412, D55) says so once; the page refetches the rider.
      toast.danger(
        error instanceof ApiError && error.status === 412
          ? 'Someone else changed this rider meanwhile. Check its status and try again.'
          : `Failed to update rider status. ${failureText(error)}`,
        { action: `rider-status-${rider.id}` },
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
        title="Suspend Rider"
        message={`Suspend ${riderName(rider)}? They go offline and get no new orders until activated again.`}
        confirmLabel="Suspend"
        tone="danger"
        onConfirm={change}
      />
    </>
  );
}

/** /riders/profile/:id : one rider's details and orders. */
export function RiderProfileScreen() {
  const id = routeId(useParams().id);
  const { data, error, mutate } = useRider(id);
  const rider = data?.data ?? undefined;
  usePageTitle(rider && riderName(rider), 'Riders');
  const [params, setParams] = useSearchParams();
  const can = useCan();
  // What the role may not do is not offered (decisions.md D71); the page stays readable.
  // Edit leads to the edit screen: offered when the role may open it.
  const mayEdit = can(paths.updateRider.permission);
  const mayDecide = can(riderEndpoints.statusUpdate);
  const mayReadActivity = can(paths.activity.permission);
  const asked = params.get('tab');
  const tab = asked === 'orders' || (asked === 'activity' && mayReadActivity) ? asked : 'details';

  return (
    <Stack gap="lg">
      <PageHeader
        breadcrumbs={trail}
        // Headed by the record's name, as every record's page is (D48).
        title={rider ? riderName(rider) : 'Rider Details'}
        actions={
          rider &&
          (mayEdit || mayDecide) && (
            <Inline gap="sm">
              {mayEdit && (
                <Link href={paths.updateRider.href(rider.id)} buttonVariant="secondary">
                  Edit Rider
                </Link>
              )}
              {mayDecide && <StatusToggle rider={rider} />}
            </Inline>
          )
        }
      />
      <RecordLiveNote type="rider" id={id} />
      <DetailGate
        id={id}
        record={rider}
        error={error}
        retry={() => void mutate()}
        loadingLabel="Loading rider details..."
        notFoundTitle="No rider data found."
        errorTitle="Error loading rider details."
        back={{ href: paths.riders.href(), label: 'Back to Riders' }}
      >
        {(record) => (
          <Tabs
            selectedKey={tab}
            onSelectionChange={(key) =>
              setParams(key === 'details' ? {} : { tab: String(key) }, { replace: true })
            }
          >
            <TabList aria-label="Rider details">
              <Tab id="details">Details</Tab>
              <Tab id="orders" count={record.order?.length ?? 0}>
                Orders
              </Tab>
              {mayReadActivity && <Tab id="activity">Activity</Tab>}
            </TabList>
            <TabPanel id="details" className={styles.tabPanel}>
              <RiderDetails rider={record} />
            </TabPanel>
            <TabPanel id="orders" className={styles.tabPanel}>
              <OrdersTable orders={record.order ?? []} parties={orderParties} />
            </TabPanel>
            {mayReadActivity && (
              <TabPanel id="activity" className={styles.tabPanel}>
                <LazyRecordActivity subjectType="rider" subjectId={record.id} />
              </TabPanel>
            )}
          </Tabs>
        )}
      </DetailGate>
    </Stack>
  );
}
