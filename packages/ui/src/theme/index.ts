// The kit's theme on its own (`@packlight/ui/theme`): the token contract, the two themes, and the
// base styles, which come with whichever theme the app applies. An app's vanilla-extract files
// import `vars` from here: importing the package root instead makes vanilla-extract evaluate every
// component, and each such file then carries every component's styles.
import './global.css';

export { vars } from './contract.css';
export { lightTheme } from './light.css';
export { darkTheme } from './dark.css';
export { tones, toneColours, type Tone } from './tones';
// A brand theme of your own: its tokens start from these, `createTheme` makes the class (in a
// .css.ts file), and `themeContrastProblems` holds its colours to WCAG AA in a unit test.
export { lightTokens } from './light-tokens';
export { darkTokens } from './dark-tokens';
export { createTheme } from './create-theme';
export { contrastRatio, themeContrastProblems } from './contrast';
export type { ThemeTokens } from './scale';
