import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { darkTheme, lightTheme } from '../theme';
import { fjordTheme } from '../theme/brands/fjord.css';
import { docsPageGlobals, subscribeToDocsPageGlobals } from './docs-page-globals';
import { frame } from './ThemeDecorator.css';

// The kit's two themes, and the example partner brand (theme/brands) a brand theme starts from.
const themes = { light: lightTheme, dark: darkTheme, fjord: fjordTheme } as const;
type ThemeName = keyof typeof themes;

export const themeNames = Object.keys(themes) as ThemeName[];

function ThemeFrame({
  theme,
  onBody,
  children,
}: {
  theme: ThemeName;
  onBody: boolean;
  children: ReactNode;
}) {
  const className = themes[theme];
  useLayoutEffect(() => {
    if (!onBody) return;
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [className, onBody]);
  return <div className={`${className} ${frame}`}>{children}</div>;
}

const asTheme = (value: unknown): ThemeName | undefined =>
  typeof value === 'string' && value in themes ? (value as ThemeName) : undefined;

/** Reads the globals and the docs page's (a hook, so a component of its own). */
function StoryTheme({
  globals,
  storyGlobals,
  onBody,
  children,
}: {
  globals: Record<string, unknown>;
  storyGlobals: Record<string, unknown>;
  onBody: boolean;
  children: ReactNode;
}) {
  const docsPage = useSyncExternalStore(subscribeToDocsPageGlobals, docsPageGlobals);
  // A story's own theme (a Dark story) wins; an overlay story in a docs page's iframe then
  // follows that page's toolbar, which its own globals do not know.
  const theme =
    asTheme(storyGlobals.theme) ?? asTheme(docsPage.theme) ?? asTheme(globals.theme) ?? 'light';
  return (
    <ThemeFrame theme={theme} onBody={onBody}>
      {children}
    </ThemeFrame>
  );
}

/**
 * Wraps each story in the theme chosen by the `theme` global (toolbar, or a story's `globals`).
 * On the canvas <body> gets the class too, so the page background and anything portalled to
 * <body> match; a docs page shows several stories at once, so there only the frames are themed.
 */
export const withTheme: Decorator = (Story, { globals, storyGlobals, viewMode }) => (
  <StoryTheme globals={globals} storyGlobals={storyGlobals} onBody={viewMode !== 'docs'}>
    <Story />
  </StoryTheme>
);
