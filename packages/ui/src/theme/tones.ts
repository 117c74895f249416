import { vars } from './contract.css';

/**
 * The kit's one tone vocabulary. Every component with a `tone` takes these names (or a few of
 * them), and each coloured tone is named like the theme colour it is drawn in: `danger` is
 * `vars.color.danger` everywhere, never 'error' or 'destructive'.
 */
export const tones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;

export type Tone = (typeof tones)[number];

/** The colour of each tone: the theme colour of the same name; `neutral` is the muted text. */
export const toneColours: Record<Tone, string> = {
  neutral: vars.color.textMuted,
  info: vars.color.info,
  success: vars.color.success,
  warning: vars.color.warning,
  danger: vars.color.danger,
};
