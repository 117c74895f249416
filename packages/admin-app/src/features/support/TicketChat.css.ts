import { style } from '@vanilla-extract/css';
import { vars } from '@packlight/ui/theme';

export const firstMessage = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** Tall enough for a conversation, short enough that the composer stays on screen. */
export const thread = style({ height: 'min(50vh, 30rem)', minHeight: '16rem' });

export const composer = style({ marginTop: vars.space.md });
