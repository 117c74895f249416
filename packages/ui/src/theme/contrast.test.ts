import { describe, expect, test } from 'vitest';
import { fjordTokens } from './brands/fjord-tokens';
import { contrastRatio, themeContrastProblems } from './contrast';
import { darkTokens } from './dark-tokens';
import { lightTokens } from './light-tokens';

// Every theme the kit ships, and every brand example, is held to WCAG AA: a colour change that
// drops a pair below 4.5:1 (3:1 for outlines and the focus ring) fails this test, and the build.
describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
  ['fjord (brand example)', fjordTokens],
])('the %s theme', (_, tokens) => {
  test('meets WCAG AA for every pair the components draw', () => {
    expect(themeContrastProblems(tokens)).toEqual([]);
  });
});

describe('the check itself', () => {
  test('computes WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(contrastRatio('#777777', '#ffffff'));
  });

  test('lays a translucent colour over its background before measuring', () => {
    expect(contrastRatio('rgb(0 0 0 / 0)', '#ffffff')).toBeCloseTo(1, 5);
    // Half-black over white is the grey the browser paints, rgb(127.5 127.5 127.5).
    expect(contrastRatio('#00000080', '#ffffff')).toBeCloseTo(
      contrastRatio('rgb(127.5 127.5 127.5)', '#ffffff'),
      1,
    );
  });

  test('names a brand pair that falls below AA', () => {
    const pale = { color: { ...lightTokens.color, primary: '#6aa9ff' } };
    const problems = themeContrastProblems(pale);
    expect(problems).toContainEqual(
      expect.stringMatching(/^button label: textOnAccent on primary is 2\.\d\d:1, needs 4\.5:1$/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^link and ghost button: primary on/));
  });
});
