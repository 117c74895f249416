import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const confirmTones = ['default', 'destructive'] as const;

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
});
