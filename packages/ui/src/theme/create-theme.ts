import { createTheme as createVanillaTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import type { ThemeTokens } from './scale';

/**
 * A theme of your own, such as a partner's brand: a class name that restyles everything inside
 * the element carrying it, as `lightTheme` does. A thin wrapper over vanilla-extract's
 * `createTheme(vars, tokens)`, so call it in a `.css.ts` file (your build needs the
 * vanilla-extract plugin). TypeScript insists on every token; start from `lightTokens` or
 * `darkTokens` and change what the brand changes. Check it with `themeContrastProblems`.
 *
 * ```ts
 * // brand.css.ts
 * export const brandTheme = createTheme(
 *   { ...lightTokens, color: { ...lightTokens.color, primary: '#00664f' } },
 *   'brand',
 * );
 * ```
 */
export function createTheme(tokens: ThemeTokens, debugId?: string): string {
  return createVanillaTheme(vars, tokens, debugId);
}
