import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const form = style({ display: 'grid', gap: vars.space.lg });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const link = style({
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** The kit's Notice above a form keeps its distance from the first field. */
export const notice = style({ marginBottom: vars.space.lg });

export const fieldError = style({
  margin: `calc(-1 * ${vars.space.sm}) 0 0`,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const social = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.lg });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderTop: `${vars.border.thin} solid ${vars.color.border}`,
    },
  },
});

export const footnote = style({
  margin: `${vars.space.xl} 0 0`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

/** As the kit PageHeader's back link: the arrow beside the words. */
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

/** A field the visitor cannot change (the reset link's email): recessed, its border dashed. */
export const readOnlyField = style({});
globalStyle(`${readOnlyField} input[readonly]`, {
  backgroundColor: vars.color.surfaceSubtle,
  borderStyle: 'dashed',
  color: vars.color.textMuted,
  cursor: 'default',
});

export const terms = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.sm,
});

/** The terms checkbox, then the link to read them. */
export const termsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});
