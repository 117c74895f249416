import { globalStyle } from '@vanilla-extract/css';
import { createTheme } from '../create-theme';
import { fjordTokens } from './fjord-tokens';

/** The example brand theme as a class name (see fjord-tokens.ts). */
export const fjordTheme = createTheme(fjordTokens, 'fjord');

globalStyle(fjordTheme, { colorScheme: 'light' });
