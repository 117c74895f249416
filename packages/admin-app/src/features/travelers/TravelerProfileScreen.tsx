import { useParams } from 'react-router';
import { travelerEndpoints, type Address } from '@packlight/api-types';
import { PageHeader } from '@packlight/ui';
import { usePermission } from '../../lib/access/use-permission.ts';
import { DetailGate } from '../../lib/detail/DetailGate.tsx';
import { routeId } from '../../lib/detail/route-id.ts';
import { OrdersTable } from '../../lib/orders/OrdersTable.tsx';
import { paths } from '../../lib/paths.ts';
import { AddressCard } from './AddressCard.tsx';
import { TravelerActions } from './TravelerActions.tsx';
import { TravelerInfoCard } from './TravelerInfoCard.tsx';
import { useTraveler } from './api.ts';
import * as styles from './TravelerProfileScreen.css.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { RecordLiveNote } from '../../lib/live/RecordLiveNote.tsx';
import { WithActivityTab } from '../../lib/activity/WithActivityTab.tsx';

const back = { href: paths.travelers.href(), label: 'Back to Travelers' };

const trail = [
  { label: 'Dashboard', href: paths.dashboard.href() },
  { label: 'Travelers', href: paths.travelers.href() },
  { label: 'Details' },
];

/** A traveler's orders name the partner of each. */
const partner = ['partner'] as const;

/** /travelers/profile/:id : one traveler's details, addresses and orders (part-1.md §2). */
export function TravelerProfileScreen() {
  const id = routeId(useParams().id);
  const { data, error, mutate } = useTraveler(id);
  const traveler = data?.data;
  usePageTitle(traveler?.name, 'Travelers');
  // Suspend, Activate and Delete need a role that changes travelers (decisions.md D71).
  const mayChange = usePermission(travelerEndpoints.remove);

  return (
    <div className={styles.page}>
      <PageHeader
        breadcrumbs={trail}
        title={traveler?.name || 'Traveler Details'}
        actions={traveler && mayChange && <TravelerActions traveler={traveler} />}
      />
      <RecordLiveNote type="traveler" id={id} />
      <DetailGate
        id={id}
        record={traveler}
        error={error}
        retry={() => void mutate()}
        loadingLabel="Loading traveler details..."
        notFoundTitle="Traveler not found"
        notFoundHint="This traveler does not exist or their account was deleted."
        errorTitle="Error loading traveler details."
        back={back}
      >
        {(shown) => {
          const addressOf = (type: Address['type']) =>
            shown.addresses?.find((address) => address.type === type);
          const shipping = addressOf('shipping');
          const billing = addressOf('billing');
          return (
            <WithActivityTab subjectType="traveler" subjectId={shown.id}>
              <TravelerInfoCard traveler={shown} />
              {(shipping || billing) && (
                <div className={styles.addresses}>
                  {shipping && <AddressCard address={shipping} />}
                  {billing && <AddressCard address={billing} />}
                </div>
              )}
              <OrdersTable orders={shown.order ?? []} parties={partner} />
            </WithActivityTab>
          );
        }}
      </DetailGate>
    </div>
  );
}
