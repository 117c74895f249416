import { describe, expect, it } from 'vitest';
import { assignmentOf, listTabOf, orderTabOf, waitsForRider } from './order-tabs.ts';

describe('order tabs', () => {
  it('reads the first tab from an empty or unknown value', () => {
    expect(orderTabOf('')).toBe('assigned');
    expect(orderTabOf('other')).toBe('assigned');
    expect(orderTabOf('pending')).toBe('pending');
    expect(orderTabOf('closed')).toBe('closed');
  });

  it('writes the first tab as the plain address and round-trips', () => {
    expect(listTabOf('assigned')).toBe('');
    expect(orderTabOf(listTabOf('pending'))).toBe('pending');
  });

  it('asks the server for the tab it shows', () => {
    expect(assignmentOf('pending')).toBe('pending');
    expect(assignmentOf('assigned')).toBe('assigned');
    expect(assignmentOf('closed')).toBe('closed');
  });
});

describe('waitsForRider', () => {
  const rider = { id: 4 };

  it('is true only for a Pending order without a rider', () => {
    expect(waitsForRider({ status: 'Pending', rider: null })).toBe(true);
    expect(waitsForRider({ status: ' pending ', rider: undefined })).toBe(true);
  });

  it('counts every other order as assigned', () => {
    expect(waitsForRider({ status: 'Pending', rider })).toBe(false);
    expect(waitsForRider({ status: 'Cancelled', rider: null })).toBe(false);
    expect(waitsForRider({ status: 'Delivered', rider })).toBe(false);
    expect(waitsForRider({ status: null, rider: null })).toBe(false);
  });
});
