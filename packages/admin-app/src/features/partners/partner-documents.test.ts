import { describe, expect, it } from 'vitest';
import { hasAnyDocument, partnerDocumentSlots } from './partner-documents.ts';

describe('partnerDocumentSlots', () => {
  it('names the licence and owner id sides in the order of the form', () => {
    const slots = partnerDocumentSlots({
      license: [{ file_path: '/l-front.png' }, { file_path: '/l-back.png' }],
      owner_id_card: [{ file_path: '/id-front.png' }],
    });
    expect(slots).toEqual([
      { label: 'License front', src: '/l-front.png' },
      { label: 'License back', src: '/l-back.png' },
      { label: 'Owner ID front', src: '/id-front.png' },
      { label: 'Owner ID back', src: null },
    ]);
    expect(hasAnyDocument(slots)).toBe(true);
  });

  it('has nothing on file without documents', () => {
    const slots = partnerDocumentSlots(null);
    expect(slots.map((slot) => slot.src)).toEqual([null, null, null, null]);
    expect(hasAnyDocument(slots)).toBe(false);
  });
});
