import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '../packages/ui/src/theme/global.css';
import { themeNames, withTheme } from '../packages/ui/src/storybook/ThemeDecorator';

// A story waits for what it shows, never Testing Library's 1 s default: a busy machine's first
// paint of a lazily loaded part, an observer's callback or a smooth scroll can take longer. An
// explicit timeout in a story still wins.
configure({ asyncUtilTimeout: 5_000 });

// This file holds no JSX: .storybook has no React of its own to resolve (only the ui package
// depends on it), so the decorator lives beside the components it themes.
const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
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
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    // Any axe violation fails the story's test, in the Vitest run and in the a11y panel.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
