// The brand theme, compiled by the app's vanilla-extract plugin from the kit's public
// `createTheme`: a class that sets every token of the kit's contract to the brand's value.
import { createTheme } from '@packlight/ui/theme';
import { brandTokens } from './brand-tokens';

export const brandTheme = createTheme(brandTokens, 'brand');
