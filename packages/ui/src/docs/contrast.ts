/**
 * How the foundations pages judge and write a contrast ratio. They compute each ratio from the
 * colours the theme resolves at render time (with the theme's own `contrastRatio` and colour
 * reading), so the figures cannot drift from the tokens.
 */

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

/** Whether a ratio reaches what its use needs. */
export function passes(ratio: number, use: ContrastUse): boolean {
  return ratio >= contrastMinimum[use];
}
