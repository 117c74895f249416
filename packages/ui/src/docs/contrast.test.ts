import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, formatRatio, mix, parseColour, passes } from './contrast';

describe('parseColour', () => {
  it('reads the notations computed styles and the themes use', () => {
    expect(parseColour('#fff')).toEqual([255, 255, 255, 1]);
    expect(parseColour('#0a5bb5')).toEqual([10, 91, 181, 1]);
    expect(parseColour('#00000080')[3]).toBeCloseTo(0.5, 2);
    expect(parseColour('rgb(16, 24, 40)')).toEqual([16, 24, 40, 1]);
    expect(parseColour('rgba(16, 24, 40, 0.5)')).toEqual([16, 24, 40, 0.5]);
    expect(parseColour('rgb(16 24 40 / 0.5)')).toEqual([16, 24, 40, 0.5]);
    expect(parseColour('rgb(16 24 40 / 50%)')).toEqual([16, 24, 40, 0.5]);
  });

  it('refuses what it cannot read rather than guessing', () => {
    expect(() => parseColour('oklch(0.5 0.1 200)')).toThrow(/Not a colour/);
  });
});

describe('contrastRatio', () => {
  it('gives the WCAG extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('matches published figures and is symmetric', () => {
    // #767676 on white is the well-known lightest grey that passes AA: 4.54:1.
    expect(formatRatio(contrastRatio('#767676', '#ffffff'))).toBe('4.54:1');
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff'));
  });

  it('composites a translucent foreground over its background first', () => {
    expect(composite([0, 0, 0, 0.5], [255, 255, 255, 1])).toEqual([127.5, 127.5, 127.5, 1]);
    expect(contrastRatio('rgb(0 0 0 / 0)', '#ffffff')).toBeCloseTo(1, 5);
  });
});

describe('formatRatio and passes', () => {
  it('rounds down, so a near miss never reads as a pass', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(passes(4.499, 'text')).toBe(false);
    expect(passes(4.5, 'text')).toBe(true);
    expect(passes(3, 'ui')).toBe(true);
  });
});

describe('mix', () => {
  it('works out color-mix in srgb as the browser paints it', () => {
    expect(mix('#000000', 0.1, '#ffffff')).toBe('rgb(230 230 230)');
    expect(mix('#0a5bb5', 1, '#ffffff')).toBe('rgb(10 91 181)');
  });
});
