import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PageHeader, Stack, toast } from '@packlight/ui';
import { ApiError } from '../../lib/api-error.ts';
import { DetailGate } from '../../lib/detail/DetailGate.tsx';
import { routeId } from '../../lib/detail/route-id.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { versionOf } from '../../lib/live/record-versions.ts';
import { RecordLiveNote } from '../../lib/live/RecordLiveNote.tsx';
import { usePartner } from './api.ts';
import { PartnerForm } from './PartnerForm.tsx';
import { emptyPartnerForm, partnerFormValues } from './partner-form.ts';

const trailTo = (last: string) => [
  { label: 'Dashboard', href: paths.dashboard.href() },
  { label: 'Partners', href: paths.partners.href() },
  { label: last },
];

/** /partners/add-partner: a blank form. */
export function AddPartnerScreen() {
  usePageTitle('Add Partner', 'Partners');
  return (
    <Stack gap="lg">
      <PageHeader breadcrumbs={trailTo('Add Partner')} title="Add Partner" />
      <PartnerForm defaultValues={emptyPartnerForm()} />
    </Stack>
  );
}

/** /partners/update-partner/:id : the same form, prefilled. */
export function UpdatePartnerScreen() {
  const id = routeId(useParams().id);
  const { data, error, mutate } = usePartner(id);
  const partner = data?.data ?? undefined;
  // A partner who has not named their business yet is known by their own name, as on the profile.
  usePageTitle('Update Partner', partner?.business_name || partner?.name, 'Partners');

  useEffect(() => {
    // The error notice below stays with its retry; the toast says it the spec's way.
    // An unknown id is no failure: the screen says it was not found.
    if (error && !(error instanceof ApiError && error.status === 404))
      toast.danger('Failed to fetch partner data!');
  }, [error]);

  return (
    <Stack gap="lg">
      <PageHeader breadcrumbs={trailTo('Update Partner')} title="Update Partner" />
      <RecordLiveNote type="partner" id={id} />
      <DetailGate
        id={id}
        record={partner}
        error={error}
        retry={() => void mutate()}
        loadingLabel="Loading partner details..."
        notFoundTitle="No partner data found."
        errorTitle="Failed to fetch partner data!"
        back={{ href: paths.partners.href(), label: 'Back to Partners' }}
      >
        {(record) => (
          <PartnerForm
            key={record.id}
            partnerId={record.id}
            version={versionOf('partner', record.id)}
            defaultValues={partnerFormValues(record)}
          />
        )}
      </DetailGate>
    </Stack>
  );
}
