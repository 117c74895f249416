import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../packages/ui/src/theme/global.css';
import { withLocale } from '../packages/ui/src/storybook/LocaleDecorator';
import { storyDirections, storyLocales } from '../packages/ui/src/storybook/story-locale';
import { themeNames, withTheme } from '../packages/ui/src/storybook/ThemeDecorator';

// A story waits for what it shows, never Testing Library's 1 s default: a busy machine's first
// paint of a lazily loaded part, an observer's callback or a smooth scroll can take longer. An
// explicit timeout in a story still wins.
configure({ asyncUtilTimeout: 5_000 });

// This file holds no JSX: .storybook has no React of its own to resolve (only the ui package
// depends on it), so the decorator lives beside the components it themes.
const preview: Preview = {
  tags: ['autodocs'],
  // The locale inside the theme: its frame is the one that paints the background.
  decorators: [withLocale, withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: themeNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale of React Aria and of the kit’s own words',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: Object.entries(storyLocales).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Reading direction; auto follows the locale',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: storyDirections.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en-US', direction: 'auto' },
  parameters: {
    // Any axe violation fails the story's test, in the Vitest run and in the a11y panel.
    a11y: { test: 'error' },
    controls: { expanded: true },
    // The sidebar reads as a newcomer learns the kit: what it is, its foundations, how to
    // choose and word things, whole screens, then each component. Storybook reads this object
    // without running the file, so it stays a literal.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colour', 'Typography', 'Space', 'Motion', 'Tokens', 'Brand theme'],
          'Guides',
          ['Which component', 'Writing'],
          'Patterns',
          ['List screen', 'Record page', 'Form with server errors', 'Confirm then undo'],
          'Components',
          'Layout',
        ],
      },
    },
  },
};

export default preview;
