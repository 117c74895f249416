import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PageHeader, Stack, toast } from '@packlight/ui';
import { ApiError } from '../../lib/api-error.ts';
import { DetailGate } from '../../lib/detail/DetailGate.tsx';
import { routeId } from '../../lib/detail/route-id.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useRider } from './api.ts';
import { riderName } from './rider-labels.ts';
import { RiderForm } from './RiderForm.tsx';
import { emptyRiderForm, riderFormValues } from './rider-form.ts';
import { RecordLiveNote } from '../../lib/live/RecordLiveNote.tsx';
import { versionOf } from '../../lib/live/record-versions.ts';

const trailTo = (last: string) => [
  { label: 'Dashboard', href: paths.dashboard.href() },
  { label: 'Riders', href: paths.riders.href() },
  { label: last },
];

/** /riders/add-rider: a blank form. */
export function AddRiderScreen() {
  usePageTitle('Add Rider', 'Riders');
  return (
    <Stack gap="lg">
      <PageHeader breadcrumbs={trailTo('Add Rider')} title="Add Rider" />
      <RiderForm defaultValues={emptyRiderForm()} />
    </Stack>
  );
}

/** /riders/update-rider/:id : the same form, prefilled, with 'Save Changes'. */
export function UpdateRiderScreen() {
  const id = routeId(useParams().id);
  const { data, error, mutate } = useRider(id);
  const rider = data?.data ?? undefined;
  usePageTitle('Update Rider', rider && riderName(rider), 'Riders');

  useEffect(() => {
    // The error notice below stays with its retry; the toast says it the spec's way.
    // An unknown id is no failure: the screen says it was not found.
    if (error && !(error instanceof ApiError && error.status === 404))
      toast.danger('Failed to load rider details!');
  }, [error]);

  return (
    <Stack gap="lg">
      <PageHeader breadcrumbs={trailTo('Update Rider')} title="Update Rider" />
      <RecordLiveNote type="rider" id={id} />
      <DetailGate
        id={id}
        record={rider}
        error={error}
        retry={() => void mutate()}
        loadingLabel="Loading rider details..."
        notFoundTitle="No rider data found."
        errorTitle="Failed to load rider details!"
        back={{ href: paths.riders.href(), label: 'Back to Riders' }}
      >
        {(record) => (
          <RiderForm
            key={record.id}
            riderId={record.id}
            version={versionOf('rider', record.id)}
            defaultValues={riderFormValues(record)}
          />
        )}
      </DetailGate>
    </Stack>
  );
}
