import { describe, expect, it } from 'vitest';
import { alertListHref } from './alert-links.ts';

describe('alertListHref', () => {
  it('leads each alert to its list, filtered as the card counts', () => {
    expect(alertListHref('partner-applications')).toBe('/partners?tab=pending');
    expect(alertListHref('orders-without-rider')).toBe('/orders?tab=pending');
    expect(alertListHref('refund-requests')).toBe('/refund?status=Pending');
    expect(alertListHref('products-to-review')).toBe('/products?tab=pending');
  });

  it('leads an unknown card nowhere', () => {
    expect(alertListHref('something-new')).toBeUndefined();
  });
});
