import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { RouterProvider } from '../Link/RouterProvider';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { GlobalSearch, type GlobalSearchProps, type SearchResultSection } from './GlobalSearch';
import { args, navigate, paths, render, search } from './GlobalSearch.fixtures';

/**
 * How results show: searching, nothing found, and results with avatars and 'See all'.
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

export const Searching: Story = {
  args: { isLoading: true, defaultValue: 'mar' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    const listbox = await screen.findByRole('listbox');
    // Visible once the popover has been placed.
    await waitFor(() => expect(within(listbox).getByText('Searching...')).toBeVisible());
    // Screen readers hear it too.
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Searching...',
    );
  },
};

/** Nothing in any group is said once, not as a 'No Record' per group. */
export const NoRecord: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    // The list may re-render while the empty answer settles: wait for it, then read it.
    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getByText('Nothing matches “zzz”.')).toBeVisible(),
    );
    const listbox = screen.getByRole('listbox');
    // The empty state alone, once (React Aria gives it the option role), and no group.
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await expect(within(listbox).queryAllByRole('group')).toHaveLength(0);
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Nothing matches “zzz”.',
    );
    // Nothing to move to.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('combobox')).not.toHaveAttribute('aria-activedescendant');
  },
};

/** What the app's search hook returns for people: avatars, and a 'See all' per group. */
const searchPeople = (query: string): SearchResultSection[] =>
  search(query).map((section) => ({
    ...section,
    showAvatars: true,
    seeAllHref: `/${paths[section.title as keyof typeof paths]}?search=${query}`,
    seeAllLabel: `See all ${section.title.toLowerCase()}`,
  }));

function PeopleDemo(args: GlobalSearchProps) {
  const [query, setQuery] = useState('');
  const sections = useMemo(() => searchPeople(query), [query]);
  return <GlobalSearch {...args} sections={sections} value={query} onValueChange={setQuery} />;
}

/** Results as the kit draws them: avatar, the name with the match in bold, a second line. */
export const RichResults: Story = {
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <PeopleDemo {...args} />
    </RouterProvider>
  ),
  play: async ({ canvas }) => {
    navigate.mockClear();
    // The previous story's open list leaves with it.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    const box = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'mar');
    const listbox = await screen.findByRole('listbox');
    const mark = within(listbox).getByRole('option', { name: /Mark Chen/ });
    // The match is marked, the rest of the name is not.
    await expect(mark.querySelector('mark')).toHaveTextContent(/^Mar$/);
    await expect(mark).toHaveTextContent('mark@example.com');
    // Not a browser link: no underline, the kit's text colour.
    await expect(getComputedStyle(mark).textDecorationLine).toBe('none');
    await waitFor(() => expect(within(mark).getByText('MC')).toBeVisible());
    // 'See all' closes each group that has results, reachable by the keyboard.
    const seeAll = within(listbox).getByRole('option', { name: 'See all travelers' });
    await expect(within(listbox).queryByRole('option', { name: 'See all riders' })).toBeNull();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', seeAll.id);
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/travelers?search=mar', undefined);
    // Open again for the picture.
    await userEvent.clear(box);
    await userEvent.type(box, 'mar');
    await screen.findByRole('listbox');
  },
};

export const RichResultsDark: Story = { ...RichResults, globals: { theme: 'dark' } };
