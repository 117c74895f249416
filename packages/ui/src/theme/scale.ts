import type { vars } from './contract.css';

type Tokens = typeof vars;
type Values<T> = { [K in keyof T]: T[K] extends string ? string : Values<T[K]> };

/** Every token a theme fills in, as plain values: what `createTheme` takes. */
export type ThemeTokens = Values<Tokens>;

/** The kit's bundled font (see global.css.ts); the system stack only covers other scripts. */
export const bodyFontFamily = 'Packlight Inter';

/** Everything but colour and shadow is the same in every theme. */
export const scale: Values<Omit<Tokens, 'color' | 'shadow'>> = {
  font: {
    body: `"${bodyFontFamily}", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`,
    // DejaVu Sans Mono before the generic name: Linux picks the same face on every machine (CI
    // installs fonts-dejavu-core), so the visual baselines hold there.
    mono: 'ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  radius: {
    sm: '4px',
    md: '6px',
    lg: '10px',
    full: '9999px',
  },
  border: {
    thin: '1px',
    thick: '2px',
  },
  size: {
    controlSm: '2rem',
    controlMd: '2.5rem',
    controlLg: '3rem',
    icon: '1.125rem',
  },
  duration: {
    fast: '120ms',
    spin: '800ms',
  },
};
