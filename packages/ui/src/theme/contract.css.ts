import { createThemeContract } from '@vanilla-extract/css';

/**
 * The names every theme fills in. Components read these CSS variables only, so a theme class on
 * any ancestor restyles everything below it.
 */
export const vars = createThemeContract({
  color: {
    /** Page and card background. */
    surface: null,
    /** Slightly recessed background: disabled controls, table stripes. */
    surfaceSubtle: null,
    /** Default text. */
    text: null,
    /** Secondary text; still AA on `surface` and `surfaceSubtle`. */
    textMuted: null,
    /** Text on `primary` and `danger` fills. */
    textOnAccent: null,
    /** Decorative dividers. */
    border: null,
    /** Control outlines; at least 3:1 against `surface` (WCAG 1.4.11). */
    borderStrong: null,
    primary: null,
    primaryHover: null,
    primaryPressed: null,
    danger: null,
    dangerHover: null,
    dangerPressed: null,
    success: null,
    warning: null,
    info: null,
    /** Tint behind ghost and secondary buttons on hover/press. */
    hover: null,
    pressed: null,
    focusRing: null,
    /** Scrim behind a modal dialog, dimming the page (translucent). */
    overlay: null,
  },
  font: {
    body: null,
    mono: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    semibold: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    full: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  border: {
    thin: null,
    thick: null,
  },
  /** Heights of buttons and inputs, so controls in a row line up. */
  size: {
    controlSm: null,
    controlMd: null,
    controlLg: null,
    icon: null,
  },
  duration: {
    fast: null,
    spin: null,
  },
});
