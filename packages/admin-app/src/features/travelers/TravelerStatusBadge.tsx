import { StatusBadge } from '@packlight/ui';

/** Active is green, every other status orange (docs/product/part-1.md §9). */
export function TravelerStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} tone={status === 'Active' ? 'success' : 'warning'} />;
}
