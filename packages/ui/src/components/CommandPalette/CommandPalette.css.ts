import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Groups and result lines look as the header search's do (GlobalSearch.css).
export {
  itemDescription,
  itemLabel,
  itemText,
  section,
  sectionHeader,
} from '../GlobalSearch/GlobalSearch.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  // The same layer as a dialog's backdrop: above sticky headers, below toasts.
  zIndex: 100,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingBlockStart: 'min(12vh, 6rem)',
  paddingInline: vars.space.md,
  backgroundColor: vars.color.overlay,
});

export const modal = style({
  display: 'flex',
  width: '100%',
  maxWidth: '40rem',
  maxHeight: 'min(32rem, calc(100dvh - 2rem))',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'hidden',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: 0,
  fontFamily: vars.font.body,
  outline: 'none',
});

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `${vars.border.thin} solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.controlLg,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    // The browser's own clear button; Escape clears and closes instead.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const list = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
});

/** The part of a label that matches the text typed. */
export const match = style({
  backgroundColor: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});

export const status = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const footer = style({
  display: 'flex',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderBlockStart: `${vars.border.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  '@media': { '(pointer: coarse)': { display: 'none' } },
});
