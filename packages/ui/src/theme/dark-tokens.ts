import { scale, type ThemeTokens } from './scale';

// Accents are lighter than in the light theme so they stay AA on dark surfaces; text on
// accent fills is therefore dark, not white.
export const darkTokens: ThemeTokens = {
  ...scale,
  color: {
    surface: '#15181d',
    surfaceSubtle: '#1f232a',
    text: '#e9ecf1',
    textMuted: '#a5adbb',
    textOnAccent: '#0d1117',
    border: '#333944',
    borderStrong: '#7b8494',
    primary: '#6aa9ff',
    primaryHover: '#8dbdff',
    primaryPressed: '#a9ceff',
    danger: '#ff8a80',
    dangerHover: '#ffa59d',
    dangerPressed: '#ffbfb9',
    success: '#5fd38d',
    warning: '#f2b84b',
    info: '#7ab8ff',
    hover: '#262b33',
    pressed: '#2f3540',
    focusRing: '#8dbdff',
    overlay: 'rgb(0 0 0 / 0.65)',
  },
  // Shadows barely show on dark surfaces, so they are darker and wider.
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.4)',
    md: '0 4px 10px -2px rgb(0 0 0 / 0.5)',
    lg: '0 14px 28px -4px rgb(0 0 0 / 0.6)',
  },
};
