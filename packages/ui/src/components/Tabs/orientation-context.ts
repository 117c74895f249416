import { createContext } from 'react';

/** The orientation `Tabs` was given, for its `TabList`'s frame and scroll cue. */
export const OrientationContext = createContext<'horizontal' | 'vertical'>('horizontal');
