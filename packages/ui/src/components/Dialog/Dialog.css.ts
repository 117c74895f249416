import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  // Above the page and sticky table headers; toasts sit higher still. Popovers opened from a
  // dialog come later in the DOM, so they need the same or a higher z-index.
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.duration.fast} ease-out` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.duration.fast} ease-in reverse`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
});

export const modal = recipe({
  base: {
    display: 'flex',
    width: '100%',
    maxHeight: '100%',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${rise} ${vars.duration.fast} ease-out` },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&[data-entering]': { animation: 'none' } },
      },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '24rem' },
      md: { maxWidth: '32rem' },
      lg: { maxWidth: '48rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof modal>>;

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  minWidth: 0,
  padding: vars.space.xl,
  overflowY: 'auto',
  fontFamily: vars.font.body,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** Pulls the close button into the corner padding, so the title gets the width. */
export const close = style({
  marginBlock: `calc(-1 * ${vars.space.sm})`,
  marginInlineEnd: `calc(-1 * ${vars.space.sm})`,
});

export const body = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
