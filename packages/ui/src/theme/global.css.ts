import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

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
