// WCAG 2.2 contrast of a theme's colour pairs, so a brand theme can be checked in a unit test
// before it ships. Hand-written: the formula is a few lines (relative luminance of sRGB), and no
// library in the kit's dependencies computes it; colour-mix tints are mixed the way the
// browser's `color-mix(in srgb, …)` mixes them (colour.ts).
import { composite, mix, parseColour, type Rgba } from './colour';
import type { ThemeTokens } from './scale';

type Colours = ThemeTokens['color'];
type ColourName = keyof Colours;
type Rgb = [number, number, number];

/** WCAG relative luminance of an opaque sRGB colour (its first three channels, 0-255). */
export function luminance([r, g, b]: readonly [number, number, number, ...number[]]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const white: Rgba = [255, 255, 255, 1];
const read = (colour: string | Rgb): Rgba =>
  typeof colour === 'string' ? parseColour(colour) : [...colour, 1];

/**
 * The WCAG contrast ratio of two colours, from 1 to 21; order does not matter. A translucent
 * background is taken over white, a translucent foreground over that background.
 */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const back = read(b);
  const opaqueBack = back[3] < 1 ? composite(back, white) : back;
  const fore = composite(read(a), opaqueBack);
  const [light, dark] = [luminance(fore), luminance(opaqueBack)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** One pair the components draw: `fore` on `back`, and the ratio it must reach. */
export interface ContrastPair {
  /** What the pair is, in words, for the failure message. */
  use: string;
  fore: (colours: Colours) => string | Rgb;
  back: (colours: Colours) => string | Rgb;
  /** 4.5 for text, 3 for large text, control outlines, icons and the focus ring. */
  minimum: 4.5 | 3;
}

const on = (fore: ColourName, back: ColourName, use: string, minimum: 4.5 | 3 = 4.5) => ({
  use: `${use}: ${fore} on ${back}`,
  fore: (c: Colours) => c[fore],
  back: (c: Colours) => c[back],
  minimum,
});

const tones = ['info', 'success', 'warning', 'danger', 'textMuted'] as const;

/** Every text/background and outline pair the kit's components draw. */
export const contrastPairs: readonly ContrastPair[] = [
  ...(['surface', 'surfaceSubtle', 'hover', 'pressed'] as const).map((back) =>
    on('text', back, 'body text'),
  ),
  on('textMuted', 'surface', 'secondary text'),
  on('textMuted', 'surfaceSubtle', 'secondary text'),
  ...(
    ['primary', 'primaryHover', 'primaryPressed', 'danger', 'dangerHover', 'dangerPressed'] as const
  ).map((back) => on('textOnAccent', back, 'button label')),
  on('primary', 'surface', 'link and ghost button'),
  on('primary', 'surfaceSubtle', 'link on a recessed surface'),
  on('danger', 'surface', 'error message'),
  ...(['success', 'warning', 'info'] as const).map((tone) => on(tone, 'surface', 'tone text')),
  on('borderStrong', 'surface', 'control outline', 3),
  on('focusRing', 'surface', 'focus ring', 3),
  on('focusRing', 'surfaceSubtle', 'focus ring', 3),
  // Tinted fills: a status badge writes its tone on a 10 % tint of it, a notice writes body
  // text on an 8 % tint, an avatar its initials on a 14 % tint of the primary colour.
  ...tones.map((tone) => ({
    use: `status badge: ${tone} on its 10 % tint`,
    fore: (c: Colours) => c[tone],
    back: (c: Colours) => mix(c[tone], 0.1, c.surface),
    minimum: 4.5 as const,
  })),
  ...tones.map((tone) => ({
    use: `notice: text on a 8 % ${tone} tint`,
    fore: (c: Colours) => c.text,
    back: (c: Colours) => mix(c[tone], 0.08, c.surface),
    minimum: 4.5 as const,
  })),
  {
    use: 'avatar initials: text on a 14 % primary tint',
    fore: (c) => c.text,
    back: (c) => mix(c.primary, 0.14, c.surface),
    minimum: 4.5,
  },
];

/**
 * The pairs of a theme that fall below WCAG AA, each as a sentence ('button label: textOnAccent
 * on primary is 3.2:1, needs 4.5:1'); an empty list for a theme that passes. Run it on your brand
 * theme's tokens in a unit test, so a colour change that hurts legibility fails the build.
 */
export function themeContrastProblems(tokens: Pick<ThemeTokens, 'color'>): string[] {
  return contrastPairs.flatMap(({ use, fore, back, minimum }) => {
    const ratio = contrastRatio(fore(tokens.color), back(tokens.color));
    return ratio + 1e-9 >= minimum ? [] : [`${use} is ${ratio.toFixed(2)}:1, needs ${minimum}:1`];
  });
}
