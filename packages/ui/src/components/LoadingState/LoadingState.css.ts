import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const loadingState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  fontFamily: vars.font.body,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** Spinner beside the text, for a row of a table or a small card. */
export const inline = style({
  flexDirection: 'row',
  paddingBlock: vars.space.md,
  textAlign: 'start',
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  maxWidth: '40rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
