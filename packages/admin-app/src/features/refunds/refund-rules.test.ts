import { describe, expect, it } from 'vitest';
import { decisionMessage, isUndecided, refundDecisions, timeAgo } from './refund-rules.ts';

describe('timeAgo', () => {
  const now = new Date(2026, 10, 23, 9, 30);
  const at = (month: number, day: number, hour = 12) =>
    new Date(2026, month, day, hour).toISOString();

  it('counts calendar days', () => {
    expect(timeAgo(at(10, 23, 1), now)).toBe('today');
    expect(timeAgo(at(10, 22, 23), now)).toBe('yesterday');
    expect(timeAgo(at(10, 18), now)).toBe('5 days ago');
  });

  it('switches to months and years for old requests', () => {
    expect(timeAgo(at(7, 20), now)).toBe('3 months ago');
    expect(timeAgo(new Date(2024, 10, 1).toISOString(), now)).toBe('2 years ago');
  });

  it('says nothing for a missing or unreadable date', () => {
    expect(timeAgo(null, now)).toBe('');
    expect(timeAgo('not a date', now)).toBe('');
  });
});

describe('refund decisions', () => {
  it('are offered only while the refund is Pending', () => {
    expect(isUndecided('Pending')).toBe(true);
    expect(isUndecided('Processed')).toBe(false);
    expect(isUndecided('Rejected')).toBe(false);
  });

  it('approve sends Processed and reject sends Rejected, with the spec toast', () => {
    expect(refundDecisions.Processed.label).toBe('Approve');
    expect(refundDecisions.Rejected.label).toBe('Reject');
    expect(decisionMessage('Processed')).toBe('Refund processed successfully!');
    expect(decisionMessage('Rejected')).toBe('Refund rejected successfully!');
  });
});
