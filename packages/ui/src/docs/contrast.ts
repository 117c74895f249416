/**
 * WCAG 2.2 contrast, small enough to run in a docs page: the foundations pages compute each
 * ratio from the colours the theme resolves at render time, so the figures cannot drift from
 * the tokens.
 */
import { luminance } from '../theme/contrast';

/** Red, green, blue (0-255) and alpha (0-1). */
export type Rgba = readonly [number, number, number, number];

const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const functional =
  /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+)(%?))?\s*\)$/i;

/** Reads `#rgb`, `#rrggbb` (with or without alpha) and `rgb()`/`rgba()` in either syntax. */
export function parseColour(css: string): Rgba {
  const value = css.trim();
  const hexMatch = hex.exec(value);
  if (hexMatch) {
    let digits = hexMatch[1]!;
    if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join('');
    const channel = (index: number) => parseInt(digits.slice(index * 2, index * 2 + 2), 16);
    return [channel(0), channel(1), channel(2), digits.length === 8 ? channel(3) / 255 : 1];
  }
  const fnMatch = functional.exec(value);
  if (fnMatch) {
    const [, r, g, b, a, percent] = fnMatch;
    const alpha = a === undefined ? 1 : Number(a) / (percent ? 100 : 1);
    return [Number(r), Number(g), Number(b), alpha];
  }
  throw new Error(`Not a colour this helper reads: '${css}'`);
}

/** A translucent colour as it shows over an opaque one. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const [r, g, b, a] = top;
  const mix = (over: number, under: number) => over * a + under * (1 - a);
  return [mix(r, bottom[0]), mix(g, bottom[1]), mix(b, bottom[2]), 1];
}

/**
 * CSS `color-mix(in srgb, a weight%, b)`: the kit tints badge and notice backgrounds this way, so
 * the docs can work out the colour the browser paints.
 */
export function mix(a: string, weight: number, b: string): string {
  const [ar, ag, ab] = parseColour(a);
  const [br, bg, bb] = parseColour(b);
  const channel = (x: number, y: number) => Math.round(x * weight + y * (1 - weight));
  return `rgb(${channel(ar, br)} ${channel(ag, bg)} ${channel(ab, bb)})`;
}

/** The contrast ratio (1 to 21) of a foreground over a background; order does not matter. */
export function contrastRatio(foreground: string, background: string): number {
  const back = parseColour(background);
  const opaqueBack = back[3] < 1 ? composite(back, [255, 255, 255, 1]) : back;
  const fore = composite(parseColour(foreground), opaqueBack);
  const [light, dark] = [luminance(fore), luminance(opaqueBack)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * What a pair must reach: 4.5:1 for body text, 3:1 for large text (24px, or 18.66px bold) and
 * for control outlines, icons and the focus ring (WCAG 1.4.3 and 1.4.11).
 */
export const contrastMinimum = { text: 4.5, large: 3, ui: 3 } as const;
export type ContrastUse = keyof typeof contrastMinimum;

/** Rounded down to two decimals, as WCAG checkers show it: 4.499 must not read as 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

export function passes(ratio: number, use: ContrastUse): boolean {
  return ratio >= contrastMinimum[use];
}
