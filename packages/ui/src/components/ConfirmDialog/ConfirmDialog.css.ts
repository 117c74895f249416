import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { Tone } from '../../theme/tones';

export const confirmTones = ['neutral', 'danger'] as const satisfies readonly Tone[];

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
});
