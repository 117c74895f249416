import type { PartnerDocuments } from '@packlight/api-types';

/** One document a partner is asked for, and its file when uploaded. */
export interface DocumentSlot {
  label: string;
  src: string | null;
}

/**
 * The four documents of the partner form, in its order: the licence and the owner's id card,
 * front then back (the server lists each kind front first).
 */
export function partnerDocumentSlots(
  documents: PartnerDocuments | null | undefined,
): DocumentSlot[] {
  const file = (list: PartnerDocuments['license'], index: number) =>
    list?.[index]?.file_path ?? null;
  return [
    { label: 'License front', src: file(documents?.license, 0) },
    { label: 'License back', src: file(documents?.license, 1) },
    { label: 'Owner ID front', src: file(documents?.owner_id_card, 0) },
    { label: 'Owner ID back', src: file(documents?.owner_id_card, 1) },
  ];
}

/** Whether any of the partner's documents is on file. */
export const hasAnyDocument = (slots: readonly DocumentSlot[]) =>
  slots.some((slot) => slot.src !== null);
