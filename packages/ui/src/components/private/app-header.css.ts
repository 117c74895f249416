import { createVar } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The shell header's least height (one row of controls with room around them). */
export const appHeaderHeight = `calc(${vars.size.controlLg} + ${vars.space.lg})`;

/**
 * Where the shell header ends, in px from the top of the window, set on the root element while an `AppShell` is mounted
 * (`useAppHeaderOffset`); unset on pages without one, such as sign-in.
 */
export const appHeaderBottom = createVar();

/**
 * Where a page header's actions (its top-right buttons) end, in px from the top of the window,
 * set on the root element while a `PageHeader` with actions is mounted and followed as the page
 * scrolls; toasts start under it so they never cover those buttons.
 */
export const pageActionsBottom = createVar();
