import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The docs page is Storybook's, unthemed; each example paints its own themed surface, like the
// stories' theme frame does, so a dark example on the white page is still dark.
export const example = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  margin: `${vars.space.lg} 0`,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  overflowX: 'auto',
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: vars.space.lg,
  margin: `${vars.space.lg} 0`,
});

export const stack = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: `${vars.space.lg} 0`,
});

export const verdict = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  margin: 0,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderBlockStartWidth: '4px',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflow: 'hidden',
});

export const verdictDo = style({ borderBlockStartColor: vars.color.success });
export const verdictDont = style({ borderBlockStartColor: vars.color.danger });

export const verdictHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md} 0`,
  fontWeight: vars.fontWeight.bold,
});

export const headDo = style({ color: vars.color.success });
export const headDont = style({ color: vars.color.danger });

export const verdictBody = style({
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'start',
  selectors: {
    // A story's canvas in a stacked pair takes the page's width, as it would on its own.
    [`${stack} &`]: { justifyItems: 'stretch' },
  },
  gap: vars.space.md,
  padding: vars.space.md,
  overflowX: 'auto',
});

export const caption = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockStart: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSubtle,
});
