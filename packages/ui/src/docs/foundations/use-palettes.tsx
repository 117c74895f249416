import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { darkTheme, lightTheme, vars } from '../../theme';

export type ColourName = keyof typeof vars.color;
export type Palette = Record<ColourName, string>;
export type ThemeName = 'light' | 'dark';

export const themeClass: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };
export const colourNames = Object.keys(vars.color) as ColourName[];

/** `var(--color-text__1x2y)` -> `--color-text__1x2y`. */
const propertyOf = (reference: string) => /var\((--[^),\s]+)/.exec(reference)?.[1] ?? reference;

/**
 * The colours a theme class resolves to in this browser: read from the CSS the theme files
 * compile to, so the figures on the Colour page are the shipped values, not a copy of them. Render
 * the probes it returns (two hidden elements, one per theme).
 */
export function usePalettes(): [Record<ThemeName, Palette> | null, ReactNode] {
  const light = useRef<HTMLDivElement>(null);
  const dark = useRef<HTMLDivElement>(null);
  const [palettes, setPalettes] = useState<Record<ThemeName, Palette> | null>(null);
  useLayoutEffect(() => {
    const read = (element: HTMLElement | null) => {
      const computed = element ? getComputedStyle(element) : null;
      return Object.fromEntries(
        colourNames.map((name) => [
          name,
          computed?.getPropertyValue(propertyOf(vars.color[name])).trim() ?? '',
        ]),
      ) as Palette;
    };
    setPalettes({ light: read(light.current), dark: read(dark.current) });
  }, []);
  const probes = (
    <>
      <div ref={light} className={lightTheme} hidden />
      <div ref={dark} className={darkTheme} hidden />
    </>
  );
  return [palettes, probes];
}
