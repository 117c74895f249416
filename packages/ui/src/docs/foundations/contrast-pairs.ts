import { mix } from '../../theme/colour';
import type { ContrastUse } from '../contrast';
import type { ColourName, Palette } from './use-palettes';

export interface Pair {
  /** What the pair is used for, in the kit's words. */
  where: string;
  fg: (palette: Palette) => string;
  bg: (palette: Palette) => string;
  fgName: string;
  bgName: string;
  use: ContrastUse;
}

const token =
  (name: ColourName) =>
  (palette: Palette): string =>
    palette[name];
const tint =
  (name: ColourName, weight: number) =>
  (palette: Palette): string =>
    mix(palette[name], weight, palette.surface);

const textPair = (fg: ColourName, bg: ColourName, where: string): Pair => ({
  where,
  fg: token(fg),
  bg: token(bg),
  fgName: fg,
  bgName: bg,
  use: 'text',
});

/** Every text and outline pairing the components draw (see each component's *.css.ts). */
export const contrastPairs: Pair[] = [
  textPair('text', 'surface', 'Body text, headings, field values'),
  textPair('text', 'surfaceSubtle', 'Text on recessed areas: table stripes, disabled fields'),
  textPair('text', 'hover', 'A hovered row, menu item or ghost button'),
  textPair('text', 'pressed', 'A pressed menu item or ghost button'),
  textPair('textMuted', 'surface', 'Hints, descriptions, secondary cells'),
  textPair('textMuted', 'surfaceSubtle', 'Neutral StatusBadge, muted text on stripes'),
  textPair('textOnAccent', 'primary', 'Primary Button, selected page, selected date'),
  textPair('textOnAccent', 'primaryHover', 'Primary Button, hovered'),
  textPair('textOnAccent', 'primaryPressed', 'Primary Button, pressed'),
  textPair('textOnAccent', 'danger', 'Danger Button, unread count'),
  textPair('textOnAccent', 'dangerHover', 'Danger Button, hovered'),
  textPair('textOnAccent', 'dangerPressed', 'Danger Button, pressed'),
  textPair('primary', 'surface', 'Link, secondary and ghost Button labels'),
  textPair('danger', 'surface', 'Field error messages, danger menu items'),
  textPair('success', 'surface', 'Success AlertCard and EmptyState marks'),
  textPair('warning', 'surface', 'Warning AlertCard'),
  textPair('info', 'surface', 'Info AlertCard'),
  ...(['success', 'warning', 'danger'] as const).map((tone): Pair => ({
    where: `${tone} StatusBadge (tone on a 10 % tint of itself)`,
    fg: token(tone),
    bg: tint(tone, 0.1),
    fgName: tone,
    bgName: `${tone} 10 %`,
    use: 'text',
  })),
  ...(['info', 'success', 'warning', 'danger'] as const).map((tone): Pair => ({
    where: `${tone} Notice (text on an 8 % tint of the tone)`,
    fg: token('text'),
    bg: tint(tone, 0.08),
    fgName: 'text',
    bgName: `${tone} 8 %`,
    use: 'text',
  })),
  {
    where: 'Field, checkbox and radio outlines',
    fg: token('borderStrong'),
    bg: token('surface'),
    fgName: 'borderStrong',
    bgName: 'surface',
    use: 'ui',
  },
  {
    where: 'Outlines on recessed areas',
    fg: token('borderStrong'),
    bg: token('surfaceSubtle'),
    fgName: 'borderStrong',
    bgName: 'surfaceSubtle',
    use: 'ui',
  },
  {
    where: 'Focus ring',
    fg: token('focusRing'),
    bg: token('surface'),
    fgName: 'focusRing',
    bgName: 'surface',
    use: 'ui',
  },
  {
    where: 'Invalid field outline, checked checkbox in error',
    fg: token('danger'),
    bg: token('surface'),
    fgName: 'danger',
    bgName: 'surface',
    use: 'ui',
  },
];
