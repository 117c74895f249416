import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
});

export const cell = style({
  padding: vars.space.sm,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const headRow = style({ borderBlockEnd: `${vars.border.thick} solid ${vars.color.border}` });
export const row = style({ borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}` });

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs });

export const sample = style({
  display: 'inline-block',
  minWidth: '7rem',
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
});

export const outlineSample = style({
  display: 'inline-block',
  width: '7rem',
  height: '1.75rem',
  borderRadius: vars.radius.sm,
});

export const swatch = style({
  display: 'inline-block',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.sm,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const pass = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold });
export const fail = style({ color: vars.color.danger, fontWeight: vars.fontWeight.semibold });

export const bar = style({
  display: 'inline-block',
  height: vars.space.lg,
  backgroundColor: vars.color.primary,
  verticalAlign: 'middle',
});

export const themeGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(24rem, 1fr))',
  gap: vars.space.lg,
});

export const themePanel = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  overflowX: 'auto',
});

export const panelTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const mover = style({
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primary,
});

/** Space around a panel that sits between paragraphs of the docs page. */
export const block = style({ margin: `${vars.space.lg} 0` });
