import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const lines = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, flex: 1 });

export const facts = style({ display: 'grid', gap: vars.space.md });

/** Label then value, side by side as the kit's DescriptionList draws them. */
export const fact = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 9rem) minmax(0, 1fr)',
  gap: vars.space.md,
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
