import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens } from './dark-tokens';

// The values, and why they are what they are, are in dark-tokens.ts (plain data, so the
// contrast test can read them).
export const darkTheme = createTheme(vars, darkTokens, 'dark');

globalStyle(darkTheme, { colorScheme: 'dark' });
