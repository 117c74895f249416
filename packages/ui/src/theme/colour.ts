// Reading and mixing CSS colours, for the contrast checks: the brand check reads the tokens as
// written, the foundations pages read what the browser resolved. One parser for both, so a
// notation one of them accepts, the other accepts too.

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
  const blend = (over: number, under: number) => over * a + under * (1 - a);
  return [blend(r, bottom[0]), blend(g, bottom[1]), blend(b, bottom[2]), 1];
}

/**
 * CSS `color-mix(in srgb, a weight%, b)`, as the kit tints badge, notice and avatar
 * backgrounds: the colour the browser paints, as `rgb(r g b)`.
 */
export function mix(a: string, weight: number, b: string): string {
  const [ar, ag, ab] = parseColour(a);
  const [br, bg, bb] = parseColour(b);
  const channel = (x: number, y: number) => Math.round(x * weight + y * (1 - weight));
  return `rgb(${channel(ar, br)} ${channel(ag, bg)} ${channel(ab, bb)})`;
}
