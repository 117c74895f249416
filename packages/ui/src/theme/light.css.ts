import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { lightTokens } from './light-tokens';

// The values, and why they are what they are, are in light-tokens.ts (plain data, so the
// contrast test can read them).
export const lightTheme = createTheme(vars, lightTokens, 'light');

// Native parts (scrollbars, autofill, date pickers) follow the theme too.
globalStyle(lightTheme, { colorScheme: 'light' });
