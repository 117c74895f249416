import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const fields = style({ display: 'grid', gap: vars.space.md });

/** The areas side by side where there is room, one above the other on a phone. */
export const areas = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/** One area's checkboxes: a group with its name as the legend. */
export const area = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  minWidth: 0,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const permissionsHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });
