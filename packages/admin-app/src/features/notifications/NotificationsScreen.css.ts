import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** Text on the left, the row's action on the right; rows divided by a rule. */
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  selectors: {
    '& + &': { borderTop: `${vars.border.thin} solid ${vars.color.border}` },
  },
});

/** The row's button keeps its words on one line; the text beside it wraps instead. */
export const action = style({ flexShrink: 0, whiteSpace: 'nowrap' });

export const text = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const message = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const time = style({
  justifySelf: 'start',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
