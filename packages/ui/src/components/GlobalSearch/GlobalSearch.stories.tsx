import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from '../Link/RouterProvider';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { GlobalSearch } from './GlobalSearch';
import { args, Demo, navigate, render } from './GlobalSearch.fixtures';

/**
 * The search as people use it: typing, the keyboard, opening a result, clearing, the shortcut,
 * a narrow box. Results over time are in GlobalSearch.query.stories.tsx, their looks in
 * GlobalSearch.results.stories.tsx, under the same title (same story ids).
 */
const meta = {
  title: 'Components/GlobalSearch',
  component: GlobalSearch,
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  args,
  argTypes: { sections: { control: 'object' } },
  render,
} satisfies Meta<typeof GlobalSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    navigate.mockClear();
    const box = canvas.getByRole('combobox', { name: 'Search' });
    await expect(box).toHaveAttribute('placeholder', 'Search Partner, Traveler, Rider...');
    await userEvent.type(box, 'mar');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mar');
    const listbox = await screen.findByRole('listbox');
    // Grouped by section, each group named by its title.
    const groups = within(listbox).getAllByRole('group');
    await expect(
      groups.map((group) => group.getAttribute('aria-labelledby') && group),
    ).toHaveLength(3);
    await expect(within(groups[0]!).getAllByRole('option')).toHaveLength(1);
    await expect(within(groups[1]!).getAllByRole('option')).toHaveLength(2);
    // 'Rui Costa' does not match: the Riders group says so.
    await expect(within(groups[2]!).getByRole('option', { name: 'No Record' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: /Mark Chen/ }));
    await expect(navigate).toHaveBeenCalledWith('/travelers/profile/7', undefined);
    await expect(args.onOpenResult).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7, label: 'Mark Chen' }),
      expect.objectContaining({ title: 'Travelers' }),
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args }) => {
    navigate.mockClear();
    const box = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.click(box);
    await userEvent.keyboard('mar');
    const listbox = await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    const first = within(listbox).getByRole('option', { name: /Marmot Travel/ });
    await expect(box).toHaveAttribute('aria-activedescendant', first.id);
    // Down across the group boundary, and back up.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const second = within(listbox).getByRole('option', { name: /Maria Lopez/ });
    await expect(box).toHaveAttribute('aria-activedescendant', second.id);
    // Focus stays in the box while the arrows move through the results.
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/travelers/profile/1', undefined);
    await expect(args.onOpenResult).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Maria Lopez' }),
      expect.objectContaining({ title: 'Travelers' }),
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mar');
  },
};

/** Without hrefs, `onOpenResult` is how the app opens a result. */
export const OpenResultCallback: Story = {
  args: {
    sections: [
      {
        title: 'Partners',
        items: [{ id: 1, label: 'Patagonia Outfitters', description: 'Lisbon' }],
      },
    ],
  },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, 'pat');
    const option = await screen.findByRole('option', { name: /Patagonia Outfitters/ });
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenResult).toHaveBeenCalledWith(
      args.sections[0]!.items[0],
      args.sections[0],
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** A last option leads to every kind of result (the app opens its command palette). */
export const SeeAllResults: Story = {
  args: { onSeeAllResults: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'mar');
    const listbox = await screen.findByRole('listbox');
    const option = within(listbox).getByRole('option', { name: 'See all results' });
    await userEvent.click(option);
    await expect(args.onSeeAllResults).toHaveBeenCalledWith('mar');
  },
};

/** Blank text shows no results (and the app makes no call). */
export const BlankClears: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, 'ma');
    await screen.findByRole('listbox');
    // A pointer control (keyboard users have Escape), hidden from the tree while the list is open.
    const clear = canvasElement.querySelector('[aria-label="Clear search"]');
    if (!clear) throw new Error('no clear button');
    await userEvent.click(clear);
    await expect(box).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(box).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, 'mar');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(box).toHaveFocus();
    await expect(box).toHaveValue('mar');
  },
};

export const ShortcutFocuses: Story = {
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <button type="button">Elsewhere</button>
      <Demo {...args} />
    </RouterProvider>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox');
    await expect(box).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await userEvent.click(canvas.getByRole('button', { name: 'Elsewhere' }));
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(box).toHaveFocus();
    box.blur();
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await expect(box).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    sections: [
      {
        title: 'Partners',
        items: [
          {
            id: 1,
            label: 'Patagonia-Outfitters-International-Travel-Gear-Collective-Lisbon-Branch',
            description: 'a-very-long-email-address-for-the-lisbon-branch@patagonia.example',
          },
        ],
      },
    ],
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Demo {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'pat');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox.scrollWidth).toBeLessThanOrEqual(listbox.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: KeyboardNavigation.play,
};

/** On a phone the box is narrow: a shorter placeholder instead of a cut one. */
export const NarrowPlaceholder: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ width: 200 }}>
        <GlobalSearch {...args} aria-label="Narrow search" />
      </div>
      <div style={{ width: 480 }}>
        <GlobalSearch {...args} aria-label="Wide search" enableShortcut={false} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const narrow = canvas.getByRole('combobox', { name: 'Narrow search' });
    await waitFor(() => expect(narrow).toHaveAttribute('placeholder', 'Search...'));
    await expect(canvas.getByRole('combobox', { name: 'Wide search' })).toHaveAttribute(
      'placeholder',
      'Search Partner, Traveler, Rider...',
    );
    // This browser has a mouse (pointer: fine): the shortcut hint shows.
    await expect(matchMedia('(pointer: coarse)').matches).toBe(false);
    await expect(canvas.getByText('Ctrl K')).toBeVisible();
  },
};

export const NarrowPlaceholderDark: Story = { ...NarrowPlaceholder, globals: { theme: 'dark' } };
