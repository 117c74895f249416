import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useRef, useState } from 'react';
import { RouterProvider } from '../Link/RouterProvider';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { GlobalSearch, type GlobalSearchProps, type SearchResultSection } from './GlobalSearch';

const people = {
  Partners: [
    { id: 1, label: 'Patagonia Outfitters', description: 'maria@patagonia.example' },
    { id: 2, label: 'Marmot Travel Co.', description: 'sales@marmot.example' },
  ],
  Travelers: [
    { id: 1, label: 'Maria Lopez', description: 'maria@example.com' },
    { id: 7, label: 'Mark Chen', description: 'mark@example.com' },
  ],
  Riders: [{ id: 3, label: 'Rui Costa', description: 'rui@example.com' }],
};
const paths = { Partners: 'partners', Travelers: 'travelers', Riders: 'riders' } as const;

/** What the app's search hook would return for a query (here: a case-insensitive filter). */
const search = (query: string): SearchResultSection[] =>
  query.trim() === ''
    ? []
    : (Object.keys(people) as (keyof typeof people)[]).map((title) => ({
        title,
        items: people[title]
          .filter((person) => person.label.toLowerCase().includes(query.trim().toLowerCase()))
          .map((person) => ({ ...person, href: `/${paths[title]}/profile/${person.id}` })),
      }));

/** The app's side: it owns the query and computes the sections. */
function Demo(args: GlobalSearchProps) {
  const [query, setQuery] = useState(args.defaultValue ?? '');
  const sections = useMemo(() => search(query), [query]);
  return (
    <GlobalSearch
      {...args}
      sections={args.sections.length > 0 ? args.sections : sections}
      value={query}
      onValueChange={(next) => {
        args.onValueChange?.(next);
        setQuery(next);
      }}
    />
  );
}

const navigate = fn();

const meta = {
  title: 'Components/GlobalSearch',
  component: GlobalSearch,
  parameters: { docs: { story: { inline: false, height: '420px' } } },
  args: {
    sections: [],
    placeholder: 'Search Partner, Traveler, Rider...',
    onValueChange: fn(),
    onOpenResult: fn(),
  },
  argTypes: { sections: { control: 'object' } },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <Demo {...args} />
    </RouterProvider>
  ),
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

/** With `debounceMs`, the query is reported once typing pauses. */
export const Debounced: Story = {
  args: { debounceMs: 300 },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('combobox');
    // One paste, not five keystrokes: on a loaded machine keystrokes can land far apart.
    await userEvent.click(box);
    await userEvent.paste('maria');
    await expect(box).toHaveValue('maria');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // Until the query goes out, the list says it is searching rather than 'No Record'.
    await expect(within(screen.getByRole('listbox')).getByText('Searching...')).toBeInTheDocument();
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await expect(args.onValueChange).toHaveBeenCalledWith('maria');
    await waitFor(() => expect(screen.getByRole('option', { name: /Maria Lopez/ })).toBeVisible());
  },
};

/** The app may change the query itself, e.g. clear it after opening a result. */
export const ValueSetByApp: Story = {
  args: { debounceMs: 300 },
  render: function Render(args) {
    const [query, setQuery] = useState('');
    return (
      <RouterProvider navigate={navigate}>
        <button type="button" onClick={() => setQuery('')}>
          Reset
        </button>
        <GlobalSearch
          {...args}
          sections={search(query)}
          value={query}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setQuery(next);
          }}
        />
      </RouterProvider>
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    const box = canvas.getByRole('combobox');
    const hint = canvasElement.querySelector('kbd');
    await expect(hint).toBeVisible();
    await userEvent.type(box, 'rui');
    // The shortcut hint makes room for the clear button once there is text.
    await expect(hint).not.toBeVisible();
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith('rui'), { timeout: 3000 });
    await waitFor(() => expect(screen.getByRole('option', { name: /Rui Costa/ })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(box).toHaveValue('');
    await expect(hint).toBeVisible();
  },
};

/** The results of the last query, held back until a play function lets them arrive. */
const server = { respond: () => {} };

/** The app's side when results come from a server: 'Searching...' until they arrive. */
function ServerDemo(args: GlobalSearchProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ query: string; sections: SearchResultSection[] }>();
  const latest = useRef('');
  return (
    <GlobalSearch
      {...args}
      sections={results?.sections ?? []}
      isLoading={query.trim() !== '' && results?.query !== query}
      value={query}
      onValueChange={(next) => {
        latest.current = next;
        setQuery(next);
        server.respond = () => {
          if (latest.current === next) setResults({ query: next, sections: search(next) });
        };
      }}
    />
  );
}

/** Presses ArrowDown in `box` the moment the first result is drawn, before React's effects run. */
function arrowDownWhenResultsDraw(box: HTMLElement) {
  return new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[role="option"]:not([aria-disabled="true"])')) return;
      observer.disconnect();
      box.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
      );
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * The first ArrowDown after results arrive goes to the first result: a press made while
 * searching (nothing to move to yet) does not count, and one that comes the moment the results
 * are drawn is not undone.
 */
export const ArrowDownAsResultsArrive: Story = {
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <ServerDemo {...args} />
    </RouterProvider>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('combobox');
    await userEvent.type(box, 'mar');
    let listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByText('Searching...')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}');
    server.respond();
    const marmot = await screen.findByRole('option', { name: /Marmot Travel/ });
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', marmot.id);
    // ArrowDown still reopens a closed list on its first result.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await screen.findByRole('option', { name: /Marmot Travel/ });
    await expect(box).toHaveAttribute('aria-activedescendant', reopened.id);
    // A fresh list, and ArrowDown pressed at the very moment its results are drawn.
    await userEvent.keyboard('{Escape}');
    await userEvent.clear(box);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.keyboard('maria');
    listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByText('Searching...')).toBeVisible());
    const pressed = arrowDownWhenResultsDraw(box);
    server.respond();
    await pressed;
    const maria = await screen.findByRole('option', { name: /Maria Lopez/ });
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', maria.id));
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
