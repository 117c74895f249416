import { describe, expect, it } from 'vitest';
import { isTabCountAsked, shownTabCount, tabCountText } from './tab-count.ts';

const meta = { current_page: 1, per_page: 10, last_page: 1 };

describe('tabCountText', () => {
  it('shows an exact total as a grouped number', () => {
    expect(tabCountText({ ...meta, total: 0 })).toBe('0');
    expect(tabCountText({ ...meta, total: 1010 })).toBe('1,010');
  });

  it('shows a total the server stopped counting at as a lower bound', () => {
    expect(tabCountText({ ...meta, total: 1010, last_page: 101, total_capped_at: 1010 })).toBe(
      '1,010+',
    );
  });

  it('is undefined until a page has answered', () => {
    expect(tabCountText(undefined)).toBeUndefined();
  });
});

describe('the tab counts of a list', () => {
  const first = { current_page: 1, per_page: 10, last_page: 21, total: 210, total_capped_at: 210 };

  it('wait for the list page before any tab asks', () => {
    expect(isTabCountAsked(undefined, 'pending', 'pending')).toBe(false);
    expect(isTabCountAsked(undefined, 'pending', 'approved')).toBe(false);
    expect(shownTabCount(undefined)).toBeUndefined();
  });

  it('read the shown tab from its first page, and ask for the others', () => {
    expect(shownTabCount(first)).toBe('210+');
    expect(isTabCountAsked(first, 'pending', 'pending')).toBe(false);
    expect(isTabCountAsked(first, 'pending', 'approved')).toBe(true);
  });

  it('ask for the shown tab too on a later page, whose total counts further', () => {
    const third = { ...first, current_page: 3, total: 230 };
    expect(shownTabCount(third)).toBeUndefined();
    expect(isTabCountAsked(third, 'pending', 'pending')).toBe(true);
  });
});
