import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/theme/global.css';
import { themeNames, withTheme } from '../packages/ui/src/storybook/ThemeDecorator';

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
