import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { bodyFontFamily } from './scale';

// The kit ships its own font (Inter, SIL Open Font License, from @fontsource-variable/inter) so
// text looks, wraps and measures the same on every machine: no font service, no system fallback
// deciding a layout. `?no-inline` keeps the woff2 files as files in the built package (library
// builds would otherwise inline them into the CSS), and the unicode ranges mean a browser only
// downloads the Latin-extended file when a page shows such a letter.
const inter = '@fontsource-variable/inter/files/inter-';
globalFontFace(bodyFontFamily, [
  {
    src: `url('${inter}latin-wght-normal.woff2?no-inline') format('woff2-variations')`,
    fontWeight: '100 900',
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  },
  {
    src: `url('${inter}latin-ext-wght-normal.woff2?no-inline') format('woff2-variations')`,
    fontWeight: '100 900',
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange:
      'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
  },
]);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// Applies once a theme class sits on <body> (or <html>); until then the variables are unset.
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
});

// Form controls do not inherit the page font by default.
globalStyle('button, input, select, textarea', { font: 'inherit' });
