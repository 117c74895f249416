import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.md,
});

/** A dot on a line down the left: the timeline. */
export const item = style({
  position: 'relative',
  paddingLeft: vars.space.lg,
  borderLeft: `2px solid ${vars.color.border}`,
  minWidth: 0,
});

export const sentence = style({ margin: 0, overflowWrap: 'anywhere' });

export const actor = style({ fontWeight: vars.fontWeight.semibold });

export const when = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const changes = style({
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const panel = style({ paddingTop: vars.space.lg });
