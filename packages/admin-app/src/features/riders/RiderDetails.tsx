import { useState } from 'react';
import type { Rider } from '@packlight/api-types';
import { Avatar, Button, Card, DescriptionList, Link, Stack, toast } from '@packlight/ui';
import { errorText } from '../../lib/api-error.ts';
import { DocumentTile } from '../../lib/documents/DocumentTile.tsx';
import { formatDay } from '../../lib/format.ts';
import { mapsUrl } from '../../lib/maps.ts';
import { downloadRiderDocuments } from './api.ts';
import { insuranceText, regionsText, riderDocumentSlots } from './rider-details.ts';
import { riderName, riderRatingText } from './rider-labels.ts';
import { RiderStatusBadge } from './RiderStatusBadge.tsx';
import * as styles from './RiderProfileScreen.css.ts';

function RiderInformation({ rider }: { rider: Rider }) {
  const name = riderName(rider);
  const maps = mapsUrl(rider);
  return (
    <Card as="section" title="Rider Information">
      <div className={styles.identity}>
        {/* The kit's avatar shows the initials when the photo does not load. */}
        <Avatar src={rider.profile_photo} name={name} alt="" size="xl" />
        <div>
          <p className={styles.name}>
            {name}
            <RiderStatusBadge rider={rider} />
          </p>
          <p className={styles.muted}>{rider.rider_id}</p>
        </div>
      </div>
      <DescriptionList
        sections={[
          {
            rows: [
              { label: 'Email', value: rider.email },
              { label: 'Phone', value: rider.phone },
              {
                label: 'Address',
                value:
                  maps && rider.address ? (
                    <Link href={maps} target="_blank" variant="inline">
                      {rider.address}
                    </Link>
                  ) : (
                    rider.address
                  ),
              },
              { label: 'Account Status', value: rider.status },
              { label: 'Joined', value: formatDay(rider.created_at) },
            ],
          },
        ]}
      />
    </Card>
  );
}

function Verification({ rider }: { rider: Rider }) {
  const [isDownloading, setIsDownloading] = useState(false);
  const slots = riderDocumentSlots(rider.documents);
  const hasDocuments = slots.some((slot) => slot.src !== null);

  async function download() {
    setIsDownloading(true);
    try {
      await downloadRiderDocuments(rider.id);
    } catch (error) {
      toast.danger(errorText(error, 'Download failed. Please try again.'));
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <Card
      as="section"
      className={styles.wide}
      title="Verification & Compliance"
      actions={
        hasDocuments && (
          <Button
            variant="secondary"
            size="sm"
            onPress={() => void download()}
            isPending={isDownloading}
          >
            Download
          </Button>
        )
      }
    >
      <Stack gap="lg">
        <DescriptionList
          sections={[
            {
              rows: [
                { label: 'License Status', value: rider.license_status },
                { label: 'Insurance', value: insuranceText(rider.insurance) },
                { label: 'Insurance Expiry', value: formatDay(rider.insurance_expire_date) },
              ],
            },
          ]}
        />
        <div className={styles.documents}>
          {slots.map((slot) => (
            <DocumentTile key={slot.label} label={slot.label} src={slot.src} />
          ))}
        </div>
      </Stack>
    </Card>
  );
}

function WorkDetails({ rider }: { rider: Rider }) {
  return (
    <Card as="section" title="Work Details">
      <DescriptionList
        sections={[
          {
            rows: [
              { label: 'Assigned Region', value: regionsText(rider.assigned_region) },
              { label: 'Vehicle Type', value: rider.vehicle_type },
              { label: 'Vehicle Name', value: rider.vehicle_name },
              { label: 'License Plate', value: rider.license_plate },
              { label: 'Availability', value: rider.availability_status },
              { label: 'Current Orders', value: rider.current_assigned_orders ?? 0 },
              { label: 'ETA', value: rider.eta },
            ],
          },
        ]}
      />
    </Card>
  );
}

/**
 * Ratings & Performance, from the rider's real figures only: the original's fixed 'Returns
 * Completed' and bonus text are left out (docs/product/decisions.md D3).
 */
function Performance({ rider }: { rider: Rider }) {
  return (
    <Card as="section" title="Ratings & Performance">
      <DescriptionList
        sections={[
          {
            rows: [
              { label: 'Rating', value: riderRatingText(rider) },
              { label: 'Average Delivery Time', value: rider.average_delivery_time },
              { label: 'Delivered Orders', value: rider.delivered_orders_count ?? 0 },
              { label: 'Cancelled Orders', value: rider.cancelled_orders_count ?? 0 },
              {
                label: 'Latest Complaint',
                value: rider.latest_complaint?.message || 'No complaints',
              },
            ],
          },
        ]}
      />
    </Card>
  );
}

/** The Details tab: the rider's four cards (docs/product/part-2.md §2). */
export function RiderDetails({ rider }: { rider: Rider }) {
  return (
    <div className={styles.cards}>
      <RiderInformation rider={rider} />
      <WorkDetails rider={rider} />
      <Performance rider={rider} />
      <Verification rider={rider} />
    </div>
  );
}
