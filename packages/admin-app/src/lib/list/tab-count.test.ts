import { describe, expect, it } from 'vitest';
import { tabCountText } from './tab-count.ts';

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
