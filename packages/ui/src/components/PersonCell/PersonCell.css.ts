import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const personCellSizes = ['sm', 'md'] as const;

export const personCell = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    maxWidth: '100%',
    fontFamily: vars.font.body,
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { gap: vars.space.sm, fontSize: vars.fontSize.sm },
      md: { gap: vars.space.md, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { size: 'sm' },
});

export type PersonCellVariants = NonNullable<RecipeVariants<typeof personCell>>;

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  lineHeight: vars.lineHeight.tight,
});

// In a table, a column is never narrower than its longest unbreakable piece of text, so a name or
// email on one unbreakable line (white-space: nowrap, for an ellipsis) widens its column to the
// whole text and pushes the row's last columns out of the frame. Clamping lines instead keeps the
// ellipsis while the text stays breakable: the name and the email (no spaces, broken anywhere)
// each show one line (D63). The whole text is in the `title`.
const clamped = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  }) as const;

export const name = style({
  ...clamped(1),
  // Breakable anywhere: the line fills up and the cut falls mid-word, as `text-overflow` would.
  wordBreak: 'break-all',
  fontWeight: vars.fontWeight.medium,
});

export const secondary = style({
  ...clamped(1),
  overflowWrap: 'anywhere',
  fontSize: '0.875em',
  color: vars.color.textMuted,
});
