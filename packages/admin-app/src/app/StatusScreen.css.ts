import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const screen = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  padding: vars.space.lg,
});

/** Inside the signed-in shell, under its header: half the view, so the page never scrolls. */
export const inShell = style({ minHeight: '50vh' });

export const message = style({ textAlign: 'center', color: vars.color.textMuted });

export const title = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

globalStyle(`${message} a`, {
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
});
