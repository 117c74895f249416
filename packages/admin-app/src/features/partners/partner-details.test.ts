import { describe, expect, it } from 'vitest';
import { partnerSchema } from '@packlight/api-types';
import {
  documentsChecklist,
  idProofText,
  inspectionStatus,
  productFigures,
  ratingFigure,
  ratingText,
  storeTimingRows,
} from './partner-details.ts';

const file = (path: string) => ({ file_path: path });

describe('ratingText', () => {
  it('reads x / 5 with the number of reviews', () => {
    expect(ratingText({ average_rating: 4.25, reviews_count: 12 })).toBe('4.3 / 5 (12 reviews)');
    expect(ratingText({ average_rating: 5, reviews_count: 1 })).toBe('5 / 5 (1 review)');
  });

  it('says there are no reviews when there are none or no rating', () => {
    expect(ratingText({ average_rating: 4, reviews_count: 0 })).toBe('No reviews yet');
    expect(ratingText({ average_rating: null, reviews_count: 3 })).toBe('No reviews yet');
    expect(ratingFigure({ average_rating: null, reviews_count: null })).toBe('—');
    expect(ratingFigure({ average_rating: 3.5, reviews_count: 2 })).toBe('3.5 / 5');
  });
});

describe('documentsChecklist', () => {
  it('counts the certificate present with any licence or owner id card', () => {
    const [certificate] = documentsChecklist({
      documents: { license: [], owner_id_card: [file('/a.png')] },
      tax_id: null,
    });
    expect(certificate).toEqual({ label: 'Business Registration Certificate', isPresent: true });
  });

  it('marks both missing without documents and with a blank tax id', () => {
    expect(documentsChecklist({ documents: null, tax_id: '  ' })).toEqual([
      { label: 'Business Registration Certificate', isPresent: false },
      { label: 'Tax Identification Number', isPresent: false },
    ]);
    expect(documentsChecklist({ documents: null, tax_id: '123' })[1]?.isPresent).toBe(true);
  });
});

describe('partner figures', () => {
  it('completes the inspection only for an active partner', () => {
    expect(inspectionStatus({ status: 'Active' })).toBe('Completed');
    expect(inspectionStatus({ status: 'Pending' })).toBe('Not Completed');
  });

  it('counts active products and those pending approval (inactive, read as Pending)', () => {
    const answer = partnerSchema.parse({
      id: 1,
      status: 'Active',
      products: ['Active', 'active', 'inactive', 'Suspended'].map((status, id) => ({
        id: id + 1,
        status,
      })),
    });
    expect(productFigures(answer)).toEqual({ active: 2, pendingApproval: 1 });
    expect(productFigures({ products: null })).toEqual({ active: 0, pendingApproval: 0 });
  });

  it('verifies the id proof only with an owner id card', () => {
    expect(idProofText({ documents: { owner_id_card: [file('/id.png')] } })).toBe(
      'Driver’s License - Verified',
    );
    expect(idProofText({ documents: { license: [file('/l.png')] } })).toBe('Not provided');
  });
});

describe('storeTimingRows', () => {
  it('lists the seven days with their hours, Closed where unchecked or missing', () => {
    const rows = storeTimingRows({
      Monday: { checked: true, start_time: '9:00 AM', end_time: '5:00 PM' },
      Tuesday: { checked: false, start_time: '9:00 AM', end_time: '5:00 PM' },
    });
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual({ day: 'Monday', hours: '9:00 AM – 5:00 PM' });
    expect(rows[1]).toEqual({ day: 'Tuesday', hours: 'Closed' });
    expect(rows[6]).toEqual({ day: 'Sunday', hours: 'Closed' });
  });
});
