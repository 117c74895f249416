import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

/** The tab's list sits under the tab bar with the same gap as a card's content. */
export const panel = style({ paddingTop: vars.space.md });
