import type { Product, ProductStatus, ProductStatusAction } from '@packlight/api-types';
import type { ProductTab } from './product-tabs.ts';

/** 'No approved products found.' and the same for the other tabs (part-2.md §8). */
export const emptyTitleOf = (tab: ProductTab) => `No ${tab.label.toLowerCase()} products found.`;

/** Row menu rules (part-2.md §2): Accept is hidden when Active, Reject when Suspended. */
export const canAccept = (status: ProductStatus) => status !== 'Active';
export const canReject = (status: ProductStatus) => status !== 'Suspended';

/**
 * The details screen's toggle (part-2.md §4): an Active product offers 'Suspend' (sends
 * suspended; the reference labels it with the state, 'Suspended': D48), any other 'Activate'
 * (sends accept).
 */
export function statusToggle(status: ProductStatus): {
  label: 'Suspend' | 'Activate';
  action: ProductStatusAction;
} {
  return status === 'Active'
    ? { label: 'Suspend', action: 'suspended' }
    : { label: 'Activate', action: 'accept' };
}

/**
 * The toast after a status change names the state the product is now in
 * (docs/product/decisions.md D6); the server's answer says so too and wins when present.
 */
export function statusDoneMessage(action: ProductStatusAction): string {
  if (action === 'accept') return 'Product activated successfully!';
  return action === 'reject' ? 'Product rejected successfully!' : 'Product suspended successfully!';
}

/**
 * The one video the details screen plays: the first with a video-site link or an uploaded file.
 * A link wins over a file on the same record (the kit's player turns links into embeds).
 */
export function productVideo(
  videos: Product['videos'],
): { src: string; poster: string | undefined } | null {
  for (const video of videos ?? []) {
    const src = video.video_url?.trim() || video.video_path?.trim();
    if (src) return { src, poster: video.thumbnail ?? undefined };
  }
  return null;
}

/** 'In Stock' above 0 (part-2.md §2), otherwise 'Out of Stock'. */
export const stockLabel = (stock: number | null | undefined) =>
  (stock ?? 0) > 0 ? 'In Stock' : 'Out of Stock';

/** The rental duration as 'min to max days' (part-2.md §2); null without both figures. */
export function rentalDays(min: number | null | undefined, max: number | null | undefined) {
  if (min == null && max == null) return null;
  if (min == null || max == null) return `${min ?? max} days`;
  return `${min} to ${max} days`;
}
