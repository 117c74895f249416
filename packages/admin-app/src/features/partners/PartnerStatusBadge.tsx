import { StatusBadge } from '@packlight/ui';

const tones = { Active: 'success', Pending: 'warning', Suspended: 'danger' } as const;

/** A partner's status in its colour: Active green, Pending orange, Suspended red (part-2.md §9). */
export function PartnerStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} tone={tones[status as keyof typeof tones] ?? 'neutral'} />;
}
