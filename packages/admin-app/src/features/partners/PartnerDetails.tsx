import { useState } from 'react';
import type { Partner } from '@packlight/api-types';
import { Avatar, Button, Card, DescriptionList, Link, Stack, toast } from '@packlight/ui';
import { DocumentTile } from '../../lib/documents/DocumentTile.tsx';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { mapsUrl } from '../../lib/maps.ts';
import { downloadPartnerDocuments } from './api.ts';
import {
  documentsChecklist,
  idProofText,
  inspectionStatus,
  productFigures,
  ratingText,
  storeTimingRows,
} from './partner-details.ts';
import { hasAnyDocument, partnerDocumentSlots } from './partner-documents.ts';
import { PartnerStatusBadge } from './PartnerStatusBadge.tsx';
import * as styles from './PartnerProfileScreen.css.ts';

/** The address as a maps link: by coordinates when known, else by its text (part-2.md §2). */
function AddressLink({ partner }: { partner: Partner }) {
  const href = mapsUrl(partner);
  if (!href || !partner.address) return partner.address ?? null;
  return (
    <Link href={href} target="_blank" variant="inline">
      {partner.address}
    </Link>
  );
}

function PartnerInformation({ partner }: { partner: Partner }) {
  const name = partner.business_name || partner.name || 'Partner';
  return (
    <Card as="section" title="Partner Information">
      <div className={styles.identity}>
        {/* The kit's avatar shows the initials when the photo does not load. */}
        <Avatar src={partner.profile_photo} name={name} alt="" size="xl" />
        <div>
          <p className={styles.name}>
            {name}
            <PartnerStatusBadge status={partner.status} />
          </p>
          <p className={styles.muted}>{partner.email}</p>
        </div>
      </div>
      <DescriptionList
        sections={[
          {
            rows: [
              { label: 'Business Name', value: partner.business_name },
              { label: 'Email', value: partner.email },
              { label: 'Owner', value: partner.name },
              { label: 'Address', value: <AddressLink partner={partner} /> },
              { label: 'Phone', value: partner.phone },
            ],
          },
        ]}
      />
    </Card>
  );
}

function StoreTiming({ partner }: { partner: Partner }) {
  return (
    <Card as="section" title="Store Timing">
      <DescriptionList
        sections={[
          {
            rows: storeTimingRows(partner.availability).map(({ day, hours }) => ({
              label: day,
              value: hours,
            })),
          },
        ]}
      />
    </Card>
  );
}

function SupportAndRating({ partner }: { partner: Partner }) {
  return (
    <Card as="section" title="Support & Rating">
      <DescriptionList
        sections={[
          {
            rows: [
              { label: 'Rating', value: ratingText(partner) },
              { label: 'Total Sales', value: formatMoney(partner.total_sales ?? 0) },
              {
                label: 'Latest Complaint',
                value: partner.latest_complaint?.message || 'No complaints',
              },
            ],
          },
        ]}
      />
    </Card>
  );
}

function BusinessDetails({ partner }: { partner: Partner }) {
  const figures = productFigures(partner);
  return (
    <Card as="section" title="Business Details">
      <DescriptionList
        sections={[
          {
            rows: [
              { label: 'Business Type', value: partner.category },
              { label: 'Location', value: partner.location },
              { label: 'Tax ID', value: partner.tax_id },
              { label: 'Active Products', value: figures.active },
              { label: 'Pending Approval', value: figures.pendingApproval },
              { label: 'Joined', value: formatDay(partner.created_at) },
            ],
          },
        ]}
      />
    </Card>
  );
}

function Verification({ partner }: { partner: Partner }) {
  const [isDownloading, setIsDownloading] = useState(false);
  const slots = partnerDocumentSlots(partner.documents);

  async function download() {
    setIsDownloading(true);
    try {
      await downloadPartnerDocuments(partner.id);
    } catch {
      // The original only logged this; a person pressing Download should learn it failed.
      toast.danger('Download failed. Please try again.');
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
        hasAnyDocument(slots) && (
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
                {
                  label: 'Documents Checklist',
                  value: (
                    <ul className={styles.checklist}>
                      {documentsChecklist(partner).map((item) => (
                        <li key={item.label}>
                          <span
                            aria-hidden="true"
                            className={item.isPresent ? styles.present : styles.missing}
                          >
                            {item.isPresent ? '✓ ' : '✗ '}
                          </span>
                          {item.label}
                          {item.isPresent ? '' : ' (missing)'}
                        </li>
                      ))}
                    </ul>
                  ),
                },
                { label: 'Inspection Status', value: inspectionStatus(partner) },
                { label: 'ID Proof', value: idProofText(partner) },
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

/** The Details tab: every card of the partner (docs/product/part-2.md §2). */
export function PartnerDetails({ partner }: { partner: Partner }) {
  return (
    <div className={styles.cards}>
      <PartnerInformation partner={partner} />
      <BusinessDetails partner={partner} />
      <StoreTiming partner={partner} />
      <SupportAndRating partner={partner} />
      <Verification partner={partner} />
    </div>
  );
}
