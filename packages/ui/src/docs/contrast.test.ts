import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/contrast';
import { formatRatio, passes } from './contrast';

describe('formatRatio and passes', () => {
  it('writes a published figure as checkers do', () => {
    // #767676 on white is the well-known lightest grey that passes AA: 4.54:1.
    expect(formatRatio(contrastRatio('#767676', '#ffffff'))).toBe('4.54:1');
  });

  it('rounds down, so a near miss never reads as a pass', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(passes(4.499, 'text')).toBe(false);
    expect(passes(4.5, 'text')).toBe(true);
    expect(passes(3, 'ui')).toBe(true);
  });
});
