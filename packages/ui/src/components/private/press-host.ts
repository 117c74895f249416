import { createContext, type ComponentType } from 'react';
import type { ButtonProps as RACButtonProps } from 'react-aria-components';

/**
 * React Aria's Button, handed down by a kit component whose trigger needs its press wiring
 * (a menu or dialog trigger, a file chooser): there `Button` and `IconButton` render it instead of
 * a native `<button>`. Elsewhere they stay native, so a page that opens no overlay ships none of
 * React Aria's press and focus code (issue #16).
 */
export const PressHostContext = createContext<ComponentType<RACButtonProps> | null>(null);
