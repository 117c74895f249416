import { describe, expect, it } from 'vitest';
import { productTabOf } from './product-tabs.ts';
import {
  canAccept,
  canReject,
  emptyTitleOf,
  productVideo,
  rentalDays,
  statusDoneMessage,
  statusToggle,
  stockLabel,
} from './product-rules.ts';

describe('product tabs', () => {
  it('name the empty tab', () => {
    expect(emptyTitleOf(productTabOf(''))).toBe('No active products found.');
    expect(emptyTitleOf(productTabOf('pending'))).toBe('No pending products found.');
  });
});

describe('status actions', () => {
  it('hide Accept when Active and Reject when Suspended', () => {
    expect([canAccept('Active'), canAccept('Pending'), canAccept('Suspended')]).toEqual([
      false,
      true,
      true,
    ]);
    expect([canReject('Active'), canReject('Pending'), canReject('Suspended')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('toggle an Active product to suspended and anything else to accept', () => {
    expect(statusToggle('Active')).toEqual({ label: 'Suspend', action: 'suspended' });
    expect(statusToggle('Suspended')).toEqual({ label: 'Activate', action: 'accept' });
    expect(statusToggle('Pending')).toEqual({ label: 'Activate', action: 'accept' });
  });

  it('name the new state in the toast', () => {
    expect(statusDoneMessage('suspended')).toBe('Product suspended successfully!');
    expect(statusDoneMessage('accept')).toBe('Product activated successfully!');
    expect(statusDoneMessage('reject')).toBe('Product rejected successfully!');
  });
});

describe('productVideo', () => {
  it('plays the first video that has a link or a file, the link first', () => {
    expect(
      productVideo([
        { video_url: ' ', video_path: null },
        {
          video_url: 'https://youtu.be/dQw4w9WgXcQ',
          video_path: '/storage/a.mp4',
          thumbnail: '/t.jpg',
        },
      ]),
    ).toEqual({ src: 'https://youtu.be/dQw4w9WgXcQ', poster: '/t.jpg' });
    expect(productVideo([{ video_url: null, video_path: '/storage/a.mp4' }])).toEqual({
      src: '/storage/a.mp4',
      poster: undefined,
    });
    expect(productVideo([])).toBeNull();
    expect(productVideo(null)).toBeNull();
  });
});

describe('figures', () => {
  it('reads stock above 0 as In Stock', () => {
    expect(stockLabel(3)).toBe('In Stock');
    expect(stockLabel(0)).toBe('Out of Stock');
    expect(stockLabel(null)).toBe('Out of Stock');
  });

  it('writes the rental duration as min to max days', () => {
    expect(rentalDays(2, 14)).toBe('2 to 14 days');
    expect(rentalDays(3, null)).toBe('3 days');
    expect(rentalDays(null, null)).toBeNull();
  });
});
