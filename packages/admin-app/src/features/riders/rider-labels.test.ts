import { describe, expect, it } from 'vitest';
import { riderName, riderRatingText, riderStatusLabel, riderStatusTone } from './rider-labels.ts';

describe('riderName', () => {
  it('prefers the name, then first and last name, then the id', () => {
    expect(riderName({ id: 1, name: 'Aria Taylor' })).toBe('Aria Taylor');
    expect(riderName({ id: 1, name: ' ', first_name: 'Aria', last_name: 'Taylor' })).toBe(
      'Aria Taylor',
    );
    expect(riderName({ id: 9 })).toBe('Rider 9');
  });
});

describe('riderStatusLabel', () => {
  it('says Suspended over availability, else Online or Offline', () => {
    expect(riderStatusLabel({ status: 'Suspended', availability_status: 'Online' })).toBe(
      'Suspended',
    );
    expect(riderStatusLabel({ status: 'Active', availability_status: 'Online' })).toBe('Online');
    expect(riderStatusLabel({ status: 'Active', availability_status: null })).toBe('Offline');
    expect(riderStatusTone('Online')).toBe('success');
    expect(riderStatusTone('Suspended')).toBe('danger');
    expect(riderStatusTone('Offline')).toBe('neutral');
  });
});

describe('riderRatingText', () => {
  it('reads x / 5 with the number of reviews, or no reviews', () => {
    expect(riderRatingText({ average_rating: 4.62, reviews_count: 10 })).toBe(
      '4.6 / 5 (10 reviews)',
    );
    expect(riderRatingText({ rating: 5, reviews_count: 1 })).toBe('5 / 5 (1 review)');
    expect(riderRatingText({ average_rating: 4, reviews_count: 0 })).toBe('No reviews yet');
  });
});
