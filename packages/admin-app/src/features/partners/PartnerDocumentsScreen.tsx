import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, Card, EmptyState, PageHeader, Stack, toast } from '@packlight/ui';
import { DetailGate } from '../../lib/detail/DetailGate.tsx';
import { routeId } from '../../lib/detail/route-id.ts';
import { DocumentTile } from '../../lib/documents/DocumentTile.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { downloadPartnerDocuments, usePartner } from './api.ts';
import { hasAnyDocument, partnerDocumentSlots } from './partner-documents.ts';
import * as styles from './PartnerProfileScreen.css.ts';

/** 'Download all': the partner's documents as partner-{id}-documents.zip. */
function DownloadAll({ partnerId }: { partnerId: number }) {
  const [isWorking, setIsWorking] = useState(false);
  return (
    <Button
      isPending={isWorking}
      onPress={async () => {
        setIsWorking(true);
        try {
          const file = await downloadPartnerDocuments(partnerId);
          toast.success(`Saved ${file.fileName}.`);
        } catch {
          toast.danger('Download failed. Please try again.');
        } finally {
          setIsWorking(false);
        }
      }}
    >
      Download all
    </Button>
  );
}

/**
 * /documents/:id : where the partners list's Documents column leads. The reference shows no
 * screen here (docs/product/part-2.md §2); this one shows the partner's four verification
 * documents, each opening full size and downloadable, and all of them as one zip.
 */
export function PartnerDocumentsScreen() {
  const id = routeId(useParams().id);
  const { data, error, mutate } = usePartner(id);
  const partner = data?.data ?? undefined;
  const name = partner?.business_name || partner?.name;
  usePageTitle('Documents', name, 'Partners');
  const slots = partnerDocumentSlots(partner?.documents);

  return (
    <Stack gap="lg">
      <PageHeader
        breadcrumbs={[
          { label: 'Dashboard', href: paths.dashboard.href() },
          { label: 'Partners', href: paths.partners.href() },
          ...(partner && id !== null
            ? [{ label: name || `Partner ${id}`, href: paths.partnerProfile.href(id) }]
            : []),
          { label: 'Documents' },
        ]}
        title={name ? `${name} · Documents` : 'Documents'}
        lead="Licence and owner ID images the partner uploaded for verification."
        actions={partner && hasAnyDocument(slots) && <DownloadAll partnerId={partner.id} />}
      />
      <DetailGate
        id={id}
        record={partner}
        error={error}
        retry={() => void mutate()}
        loadingLabel="Loading documents..."
        notFoundTitle="No partner data found."
        errorTitle="Error loading documents."
        back={{ href: paths.partners.href(), label: 'Back to Partners' }}
      >
        {() =>
          hasAnyDocument(slots) ? (
            <Card>
              <div className={styles.documents}>
                {slots.map((slot) => (
                  <DocumentTile key={slot.label} label={slot.label} src={slot.src} />
                ))}
              </div>
            </Card>
          ) : (
            <EmptyState
              headingLevel={2}
              title="No documents uploaded yet."
              hint="The partner has not uploaded a licence or an owner ID. Ask for them with Request Information from the partners list."
            />
          )
        }
      </DetailGate>
    </Stack>
  );
}
