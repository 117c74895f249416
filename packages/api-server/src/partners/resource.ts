import type { PartnerDocumentRow, PartnerRow, UserRow } from '../db/schema/index.ts';
import type { PartnerShown } from './queries.ts';
import { dollars } from '../db/money.ts';

/** A partner row with its owner's account, as the queries load it. */
export interface PartnerRecord {
  partner: PartnerRow;
  owner: UserRow;
  /** Sales of orders not cancelled, in cents. */
  salesCents: number;
}

const byKind = (documents: readonly PartnerDocumentRow[], kind: PartnerDocumentRow['kind']) =>
  documents
    .filter((document) => document.kind === kind)
    // Front before back, so the checklist and the zip read in the order of the form.
    .sort((a, b) => (a.side === b.side ? a.id - b.id : a.side === 'front' ? -1 : 1))
    .map((document) => ({ id: document.id, file_path: document.filePath }));

/** The documents block of a partner: licence and owner id card images. */
export function partnerDocumentsResource(documents: readonly PartnerDocumentRow[]) {
  return {
    license: byKind(documents, 'license'),
    owner_id_card: byKind(documents, 'owner_id_card'),
  };
}

/** A partner as the API shows it; `name` is the owner. */
export function partnerResource({ partner, owner, salesCents }: PartnerShown) {
  return {
    id: partner.id,
    name: owner.name,
    email: owner.email,
    phone: owner.phone,
    profile_photo: owner.profilePhoto,
    business_name: partner.businessName,
    category: partner.category,
    location: partner.location,
    address: partner.address,
    latitude: partner.latitude,
    longitude: partner.longitude,
    tax_id: partner.taxId,
    status: partner.status,
    version: partner.version,
    availability: partner.availability ?? {},
    total_sales: dollars(salesCents),
    average_rating: partner.averageRating,
    reviews_count: partner.reviewsCount,
    latest_complaint: partner.latestComplaint ? { message: partner.latestComplaint } : null,
    created_at: partner.createdAt.toISOString(),
  };
}
