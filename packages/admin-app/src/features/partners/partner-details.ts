import { weekdays, type Availability, type Partner, type Weekday } from '@packlight/api-types';

type Rated = Pick<Partner, 'average_rating' | 'reviews_count'>;

const hasReviews = ({ average_rating, reviews_count }: Rated) =>
  average_rating != null && Number.isFinite(average_rating) && (reviews_count ?? 0) > 0;

const oneDecimal = (rating: number) => rating.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** 'x / 5 (n reviews)', or 'No reviews yet' (docs/product/part-2.md §2). */
export function ratingText(partner: Rated): string {
  if (!hasReviews(partner)) return 'No reviews yet';
  const count = partner.reviews_count ?? 0;
  return `${oneDecimal(partner.average_rating!)} / 5 (${count} ${count === 1 ? 'review' : 'reviews'})`;
}

/** The short rating of a table cell: 'x / 5', or a dash without reviews. */
export function ratingFigure(partner: Rated): string {
  return hasReviews(partner) ? `${oneDecimal(partner.average_rating!)} / 5` : '—';
}

/** One line of the Documents Checklist: the document and whether the partner has it. */
export interface ChecklistItem {
  label: string;
  isPresent: boolean;
}

/**
 * The Documents Checklist (docs/product/part-2.md §2): the Business Registration Certificate is
 * present when any licence or owner id card is on file, the Tax Identification Number when the
 * tax id is not blank.
 */
export function documentsChecklist(
  partner: Pick<Partner, 'documents' | 'tax_id'>,
): readonly ChecklistItem[] {
  const documents = partner.documents;
  const hasDocuments =
    (documents?.license?.length ?? 0) > 0 || (documents?.owner_id_card?.length ?? 0) > 0;
  return [
    { label: 'Business Registration Certificate', isPresent: hasDocuments },
    { label: 'Tax Identification Number', isPresent: Boolean(partner.tax_id?.trim()) },
  ];
}

/** Inspection Status: Completed for an active partner, otherwise Not Completed. */
export function inspectionStatus(partner: Pick<Partner, 'status'>): string {
  return partner.status === 'Active' ? 'Completed' : 'Not Completed';
}

/**
 * Active Products counts status active, Pending Approval status inactive (part-2.md §2); the
 * contract reads a product's `inactive` as Pending.
 */
export function productFigures(partner: Pick<Partner, 'products'>) {
  const products = partner.products ?? [];
  const withStatus = (status: string) =>
    products.filter((product) => product.status === status).length;
  return { active: withStatus('Active'), pendingApproval: withStatus('Pending') };
}

/** ID Proof: the spec's 'Driver’s License - Verified' once an owner id card is on file. */
export function idProofText(partner: Pick<Partner, 'documents'>): string {
  return (partner.documents?.owner_id_card?.length ?? 0) > 0
    ? 'Driver’s License - Verified'
    : 'Not provided';
}

/** One weekday of Store Timing: its hours, or Closed. */
export interface TimingRow {
  day: Weekday;
  hours: string;
}

/** Store Timing, Monday to Sunday: 'start – end' on open days, Closed otherwise. */
export function storeTimingRows(availability: Availability | null | undefined): TimingRow[] {
  return weekdays.map((day) => {
    const timing = availability?.[day];
    if (!timing?.checked) return { day, hours: 'Closed' };
    const hours = [timing.start_time, timing.end_time].filter(Boolean).join(' – ');
    return { day, hours: hours || 'Open' };
  });
}
