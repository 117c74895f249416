import type { PartnerDocumentRow, PartnerRow, UserRow } from '../db/schema/index.ts';
import type { shownPartners } from './list.ts';
import { dollars } from '../db/money.ts';

/** A partner row with its owner's account, whole, as a change reads it. */
export interface PartnerRecord {
  partner: PartnerRow;
  owner: UserRow;
}

/** A partner as the list and the detail read it (`partnerShown`). */
export type PartnerShown = Awaited<ReturnType<typeof shownPartners>>[number];

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

/**
 * A partner as the API shows it (`name` is the owner): its shown fields as read, but for the
 * stored forms the API writes another way.
 */
export function partnerResource(shown: PartnerShown) {
  return {
    ...shown,
    availability: shown.availability ?? {},
    total_sales: dollars(shown.total_sales),
    latest_complaint: shown.latest_complaint ? { message: shown.latest_complaint } : null,
    created_at: shown.created_at.toISOString(),
  };
}
