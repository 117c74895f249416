import { useState } from 'react';
import type { TravelerDetail } from '@packlight/api-types';
import { Avatar, Card, DescriptionList, ImagePreview } from '@packlight/ui';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { lastOrderAge, lastOrderDate } from './last-order.ts';
import { TravelerStatusBadge } from './TravelerStatusBadge.tsx';
import * as styles from './TravelerProfileScreen.css.ts';

/** The photo; when there is one, pressing it opens the 700 x 700 preview (docs/product/part-1.md). */
function Photo({ src, name }: { src: string | null | undefined; name: string }) {
  const [isOpen, setIsOpen] = useState(false);
  if (!src) return <Avatar name={name} alt="" size="xl" />;
  return (
    <>
      <button
        type="button"
        className={styles.photoButton}
        aria-label={`View ${name}'s photo full size`}
        onClick={() => setIsOpen(true)}
      >
        <Avatar src={src} name={name} alt="" size="xl" />
      </button>
      <ImagePreview
        src={src}
        alt={`${name}, profile photo`}
        isOpen={isOpen}
        onOpenChange={setIsOpen}
      />
    </>
  );
}

/**
 * Traveler Information. Last Order comes from the traveler's orders. The spec's Email Marketing
 * row is left out: the original showed 'Subscribed' for everyone, and no data says whether a
 * traveler agreed to marketing mail (docs/product/decisions.md D3: placeholder facts are computed or left out).
 */
export function TravelerInfoCard({ traveler }: { traveler: TravelerDetail }) {
  const name = traveler.name || 'Traveler';
  const lastOrder = lastOrderDate(traveler.order ?? []);
  return (
    <Card as="section" title="Traveler Information">
      <div className={styles.identity}>
        <Photo src={traveler.profile_photo} name={name} />
        <div>
          <p className={styles.name}>
            {name}
            {traveler.status && <TravelerStatusBadge status={traveler.status} />}
          </p>
          <p className={styles.email}>{traveler.email}</p>
        </div>
      </div>
      <DescriptionList
        sections={[
          {
            rows: [
              { label: 'Full Name', value: traveler.name },
              { label: 'Email', value: traveler.email },
              { label: 'Country', value: traveler.country },
              { label: 'Phone', value: traveler.phone },
              {
                label: 'Last Order',
                value: lastOrder && (
                  <time dateTime={lastOrder.toISOString()} title={lastOrder.toLocaleString()}>
                    {lastOrderAge(lastOrder)}
                  </time>
                ),
              },
              {
                label: 'Total Spent',
                value: formatMoney(traveler.total_amount_spent ?? 0),
              },
              { label: 'Registered', value: formatDay(traveler.created_at) },
            ],
          },
        ]}
      />
    </Card>
  );
}
