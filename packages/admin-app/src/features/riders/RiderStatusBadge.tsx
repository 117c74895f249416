import type { Rider } from '@packlight/api-types';
import { StatusBadge } from '@packlight/ui';
import { riderStatusLabel, riderStatusTone } from './rider-labels.ts';

/** Online green, Offline grey, Suspended red. */
export function RiderStatusBadge({
  rider,
}: {
  rider: Pick<Rider, 'status' | 'availability_status'>;
}) {
  const label = riderStatusLabel(rider);
  return <StatusBadge status={label} tone={riderStatusTone(label)} />;
}
