import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { RouterProvider } from '../Link/RouterProvider';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { GlobalSearch, type GlobalSearchProps, type SearchResultSection } from './GlobalSearch';
import { args, navigate, render, search } from './GlobalSearch.fixtures';

/**
 * The query over time: debounced, set by the app, results that arrive from a server.
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
