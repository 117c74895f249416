import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { darkTheme, lightTheme } from '../theme';
import { fjordTheme } from '../theme/brands/fjord.css';
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

/**
 * Wraps each story in the theme chosen by the `theme` global (toolbar, or a story's `globals`).
 * On the canvas <body> gets the class too, so the page background and anything portalled to
 * <body> match; a docs page shows several stories at once, so there only the frames are themed.
 */
export const withTheme: Decorator = (Story, { globals, viewMode }) => (
  <ThemeFrame
    theme={globals.theme in themes ? (globals.theme as ThemeName) : 'light'}
    onBody={viewMode !== 'docs'}
  >
    <Story />
  </ThemeFrame>
);
