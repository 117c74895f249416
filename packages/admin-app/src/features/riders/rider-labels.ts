import type { Rider } from '@packlight/api-types';

/** A rider's name: `name`, or first and last name, or the rider id. */
export function riderName(rider: Pick<Rider, 'id' | 'name' | 'first_name' | 'last_name'>): string {
  const joined = [rider.first_name, rider.last_name].filter(Boolean).join(' ');
  return rider.name?.trim() || joined || `Rider ${rider.id}`;
}

/** What the Status column shows: Suspended above all, else Online or Offline. */
export function riderStatusLabel(rider: Pick<Rider, 'status' | 'availability_status'>): string {
  if (rider.status === 'Suspended') return 'Suspended';
  return rider.availability_status ?? 'Offline';
}

/** The badge tone of that label: Online green, Suspended red (docs/product/part-2.md §9). */
export function riderStatusTone(label: string): 'success' | 'danger' | 'neutral' {
  if (label === 'Online') return 'success';
  if (label === 'Suspended') return 'danger';
  return 'neutral';
}

/** A rating as 'x / 5 (n reviews)', or 'No reviews yet'. */
export function riderRatingText(rider: Pick<Rider, 'average_rating' | 'rating' | 'reviews_count'>) {
  const rating = rider.average_rating ?? rider.rating;
  const count = rider.reviews_count ?? 0;
  if (rating == null || !Number.isFinite(rating) || count === 0) return 'No reviews yet';
  const figure = rating.toLocaleString('en-US', { maximumFractionDigits: 1 });
  return `${figure} / 5 (${count} ${count === 1 ? 'review' : 'reviews'})`;
}
