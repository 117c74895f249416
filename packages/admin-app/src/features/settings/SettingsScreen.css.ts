import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

/** Two columns where there is room, one on a phone. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
  // A field that shows an error grows taller; the fields beside it keep their height.
  alignItems: 'start',
});

export const passwordFields = style({ display: 'grid', gap: vars.space.md, maxWidth: '28rem' });

export const photo = style({ maxWidth: '20rem' });

export const qr = style({
  width: '12rem',
  height: '12rem',
  padding: vars.space.sm,
  // A QR code needs its light quiet zone in either theme to scan.
  background: '#ffffff',
  borderRadius: vars.radius.md,
});

export const secret = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.mono,
});

export const narrow = style({ maxWidth: '28rem' });

/** Read by screen readers only: the copy confirmation beside the button's own 'Copied'. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** Text inside a Stack: the Stack's gap spaces it, not the browser's default margins. */
export const text = style({ margin: 0 });

export const themeSelect = style({ maxWidth: '20rem' });

export const sessionList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const sessionItem = style({ padding: `${vars.space.sm} 0` });

export const teamToolbar = style({ justifyContent: 'space-between', alignItems: 'center' });

export const teamLead = style({ margin: 0, color: vars.color.textMuted, flex: '1 1 16rem' });

export const teamHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
