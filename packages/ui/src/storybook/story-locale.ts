import { ar } from '../locales/ar';
import { enMessages, type KitMessages } from '../locales/en';
import { fr } from '../locales/fr';

/** The locales the Storybook toolbar offers, with the kit's catalogue for each. */
export const storyLocales = {
  'en-US': { title: 'English', messages: enMessages },
  'fr-FR': { title: 'Français', messages: fr },
  'ar-AE': { title: 'العربية (RTL)', messages: ar },
} as const satisfies Record<string, { title: string; messages: KitMessages }>;

export type StoryLocale = keyof typeof storyLocales;

/** `auto` follows the locale; `rtl` with English text checks a layout without reading it. */
export const storyDirections = ['auto', 'ltr', 'rtl'] as const;
export type StoryDirection = (typeof storyDirections)[number];

// The visual test's second picture: after the left-to-right one it re-renders the same story,
// in place and with its state, in this locale (see .storybook/visual.setup.ts). A module-level
// store, since the test runs outside React.
let override: StoryLocale | null = null;
const listeners = new Set<() => void>();

export const localeOverride = {
  get: () => override,
  set(locale: StoryLocale | null) {
    override = locale;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
