import { scale, type ThemeTokens } from './scale';

// Every text/background pair used by the components is at least 4.5:1 (WCAG AA); control
// outlines and the focus ring are at least 3:1 against the surfaces they sit on.
export const lightTokens: ThemeTokens = {
  ...scale,
  color: {
    surface: '#ffffff',
    surfaceSubtle: '#f3f4f6',
    text: '#1b1f24',
    textMuted: '#596171',
    textOnAccent: '#ffffff',
    border: '#d8dce2',
    borderStrong: '#7a8291',
    primary: '#0a5bb5',
    primaryHover: '#084b96',
    primaryPressed: '#063b78',
    danger: '#b42318',
    dangerHover: '#972016',
    dangerPressed: '#7a1a12',
    success: '#157239',
    warning: '#8a5300',
    info: '#0b63c5',
    hover: '#eceff3',
    pressed: '#dfe3e9',
    focusRing: '#1d6fe0',
    overlay: 'rgb(16 24 40 / 0.5)',
  },
  shadow: {
    sm: '0 1px 2px rgb(16 24 40 / 0.08)',
    md: '0 4px 8px -2px rgb(16 24 40 / 0.12), 0 2px 4px -2px rgb(16 24 40 / 0.08)',
    lg: '0 12px 24px -4px rgb(16 24 40 / 0.16), 0 4px 8px -4px rgb(16 24 40 / 0.08)',
  },
};
