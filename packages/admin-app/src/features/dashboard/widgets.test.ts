import { describe, expect, it } from 'vitest';
import { widgetLabels, widgetLink, widgetValue } from './widgets.ts';

describe('dashboard widgets', () => {
  it('link the three clickable widgets, Pending Orders with its tab', () => {
    expect(widgetLink('Active Partners')).toEqual({ href: '/partners' });
    expect(widgetLink('Pending Orders')).toEqual({ href: '/orders?tab=pending' });
    expect(widgetLink('active riders')).toEqual({ href: '/riders' });
    expect(widgetLink('Total Travelers')).toBeUndefined();
  });

  it('write counts with separators and keep text as it came', () => {
    expect(widgetValue(12500)).toBe('12,500');
    expect(widgetValue('$4,200')).toBe('$4,200');
  });

  it('name six figures while loading, the three clickable ones among them', () => {
    expect(widgetLabels).toHaveLength(6);
    expect(widgetLabels.filter((label) => widgetLink(label))).toEqual([
      'Active Partners',
      'Pending Orders',
      'Active Riders',
    ]);
  });
});
