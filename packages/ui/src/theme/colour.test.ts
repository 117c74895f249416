import { describe, expect, it } from 'vitest';
import { composite, mix, parseColour } from './colour';

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

describe('composite and mix', () => {
  it('lays a translucent colour over an opaque one', () => {
    expect(composite([0, 0, 0, 0.5], [255, 255, 255, 1])).toEqual([127.5, 127.5, 127.5, 1]);
  });

  it('works out color-mix in srgb as the browser paints it', () => {
    expect(mix('#000000', 0.1, '#ffffff')).toBe('rgb(230 230 230)');
    expect(mix('#0a5bb5', 1, '#ffffff')).toBe('rgb(10 91 181)');
  });
});
