import type { AlertCardTone } from '@packlight/ui';

const toneByWord: [RegExp, AlertCardTone][] = [
  [/green|success|emerald|teal/, 'success'],
  [/red|danger|error|rose|crimson/, 'danger'],
  [/orange|amber|yellow|warning|gold/, 'warning'],
  [/blue|info|sky|indigo|cyan/, 'info'],
];

/** Hue (0-360) and saturation (0-1) of `#rgb` or `#rrggbb`; null for anything else. */
function hueOf(color: string): { hue: number; saturation: number } | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0 };
  const sector =
    max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return { hue: (sector * 60 + 360) % 360, saturation: delta / max };
}

/**
 * The kit's tone for an alert card's `descriptionColor`, which the API gives as a CSS colour (a
 * name, a hex value, or a utility class naming one). The card draws tones from the theme, so the
 * text keeps its contrast whatever colour the server picked.
 */
export function alertTone(color: string | null | undefined): AlertCardTone {
  const value = (color ?? '').trim().toLowerCase();
  if (!value) return 'neutral';
  const hsv = hueOf(value);
  if (hsv) {
    if (hsv.saturation < 0.25) return 'neutral';
    if (hsv.hue < 20 || hsv.hue >= 330) return 'danger';
    if (hsv.hue < 65) return 'warning';
    if (hsv.hue < 170) return 'success';
    if (hsv.hue < 260) return 'info';
    return 'neutral';
  }
  return toneByWord.find(([pattern]) => pattern.test(value))?.[1] ?? 'neutral';
}
