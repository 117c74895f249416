import { useParams } from 'react-router';
import { travelerEndpoints, type Address } from '@packlight/api-types';
import { Breadcrumbs, Button, EmptyState, Link, LoadingState } from '@packlight/ui';
import { ApiError } from '../../lib/api-error.ts';
import { useEndpoint } from '../../lib/data/index.ts';
import { paths } from '../../lib/paths.ts';
import { AddressCard } from './AddressCard.tsx';
import { TravelerInfoCard } from './TravelerInfoCard.tsx';
import { TravelerOrders } from './TravelerOrders.tsx';
import * as styles from './TravelerProfileScreen.css.ts';

const trail = [
  { label: 'Dashboard', href: paths.dashboard.href() },
  { label: 'Traveler', href: paths.travelers.href() },
  { label: 'Traveler Details' },
];

/** The id of the address, when it is a real one (a positive whole number). */
function travelerId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function NotFoundMessage() {
  return (
    <EmptyState
      headingLevel={2}
      title="Traveler not found"
      hint="This traveler does not exist or their account was deleted."
      action={
        <Link href={paths.travelers.href()} variant="standalone">
          Back to Travelers
        </Link>
      }
    />
  );
}

/** /travelers/profile/:id : one traveler's details, addresses and orders (spec 1). */
export function TravelerProfileScreen() {
  const id = travelerId(useParams().id);
  const { data, error, mutate } = useEndpoint(
    travelerEndpoints.detail,
    id === null ? null : { params: { id } },
  );
  const traveler = data?.data;

  let content;
  if (id === null || (error instanceof ApiError && error.status === 404)) {
    content = <NotFoundMessage />;
  } else if (error) {
    // DESIGN.md: a failed detail fetch shows an error with a retry, not an endless spinner.
    content = (
      <EmptyState
        tone="error"
        headingLevel={2}
        title="Error loading traveler details."
        hint={error.message}
        isLive
        action={
          <Button variant="secondary" size="sm" onPress={() => void mutate()}>
            Try again
          </Button>
        }
      />
    );
  } else if (!traveler) {
    content = <LoadingState label="Loading traveler details..." />;
  } else {
    const addressOf = (type: Address['type']) =>
      traveler.addresses?.find((address) => address.type === type);
    const shipping = addressOf('shipping');
    const billing = addressOf('billing');
    content = (
      <>
        <TravelerInfoCard traveler={traveler} />
        {(shipping || billing) && (
          <div className={styles.addresses}>
            {shipping && <AddressCard address={shipping} />}
            {billing && <AddressCard address={billing} />}
          </div>
        )}
        <TravelerOrders orders={traveler.order ?? []} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <Breadcrumbs items={trail} />
      <h1 className={styles.title}>Traveler Details</h1>
      {content}
    </div>
  );
}
