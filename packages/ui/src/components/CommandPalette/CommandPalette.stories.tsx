import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { RouterProvider } from '../Link/RouterProvider';
import { preload } from '../../storybook/preload';
import {
  CommandPalette,
  loadCommandPalette,
  type CommandPaletteProps,
  type CommandSection,
} from './CommandPalette';

const suspend = fn();
const navigate = fn();

/** What the app would compute for a text: records, screens and the page's actions. */
function sectionsFor(text: string): CommandSection[] {
  const needle = text.trim().toLowerCase();
  const matches = (label: string) => label.toLowerCase().includes(needle);
  const sections: CommandSection[] = [
    {
      id: 'actions',
      title: 'This partner',
      items: [
        {
          id: 'suspend',
          label: 'Suspend this partner',
          onAction: suspend,
          tone: 'danger' as const,
        },
      ],
    },
    {
      id: 'partners',
      title: 'Partners',
      items: needle
        ? [
            { id: 'partner-1', label: 'Harbor Studio', description: 'Active', href: '/p/1' },
            { id: 'partner-2', label: 'Jetset Supply Co.', description: 'Pending', href: '/p/2' },
          ].filter((item) => matches(item.label))
        : [],
    },
    {
      id: 'go',
      title: 'Go to',
      items: [
        { id: 'go-refunds', label: 'Go to Refunds', href: '/refunds' },
        { id: 'go-orders', label: 'Go to Orders', href: '/orders' },
      ],
    },
  ];
  return sections.map((section) => ({
    ...section,
    items: section.items.filter((item) => !needle || matches(item.label)),
  }));
}

/** The app's side: it owns the state, the shortcut's button and the filtering. */
function Demo(args: Partial<CommandPaletteProps>) {
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState('');
  const sections = useMemo(() => sectionsFor(text), [text]);
  return (
    <RouterProvider navigate={navigate}>
      <Button onPress={() => setOpen(true)}>Open palette</Button>
      <CommandPalette
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          if (!open) setText('');
        }}
        inputValue={text}
        onInputChange={setText}
        sections={args.sections ?? sections}
      />
    </RouterProvider>
  );
}

const meta = {
  title: 'Components/CommandPalette',
  component: Demo,
  loaders: [preload(loadCommandPalette)],
  parameters: { docs: { story: { inline: false, height: '520px' } } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvas: ReturnType<typeof within>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Open palette' }));
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  const box = within(dialog).getByRole('searchbox', { name: 'Command palette' });
  await waitFor(() => expect(box).toHaveFocus());
  return { dialog, box };
}

export const Default: Story = {
  play: async ({ canvas }) => {
    navigate.mockClear();
    const { dialog, box } = await open(canvas);
    // With no text: the page's actions and every screen.
    const listbox = within(dialog).getByRole('listbox', { name: 'Command palette' });
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Go to Refunds' })).toBeVisible(),
    );
    await userEvent.type(box, 'har');
    const partners = within(listbox).getByRole('group', { name: 'Partners' });
    const harbor = within(partners).getByRole('option', { name: 'Harbor Studio Active' });
    // The typed part is marked.
    await expect(harbor.querySelector('mark')).toHaveTextContent('Har');
    // A count takes the plural form its language gives it: one result, two results.
    await expect(screen.getByRole('status')).toHaveTextContent(/^1 result$/);
    // The first result is highlighted while focus stays in the box; Enter opens it.
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', harbor.id));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/p/1', undefined));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const RunsAnAction: Story = {
  play: async ({ canvas }) => {
    suspend.mockClear();
    const { box } = await open(canvas);
    await userEvent.type(box, 'suspend');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // The palette closes first, then the action runs (it may open a confirmation).
    await waitFor(() => expect(suspend).toHaveBeenCalledTimes(1));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const NothingMatches: Story = {
  play: async ({ canvas }) => {
    const { dialog, box } = await open(canvas);
    await userEvent.type(box, 'zzqx');
    await expect(within(dialog).getAllByText('Nothing matches “zzqx”.')).toHaveLength(2);
    // Said once to a screen reader: the visible line and the status are the same words, and
    // only the status is live.
    await expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “zzqx”.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Open palette' })).toHaveFocus();
  },
};

export const Searching: Story = {
  args: { isLoading: true, sections: [] },
  play: async ({ canvas }) => {
    const { dialog, box } = await open(canvas);
    await userEvent.type(box, 'ha');
    // React Aria may re-render the list once more after the last keystroke: wait, then read.
    await waitFor(() => expect(within(dialog).getByText('Searching…')).toBeVisible());
    await waitFor(() =>
      expect(within(dialog).getByRole('progressbar', { name: 'Searching' })).toBeVisible(),
    );
  },
};

export const WithResults: Story = {
  play: async ({ canvas }) => {
    const { dialog, box } = await open(canvas);
    await userEvent.type(box, 'o');
    // React Aria may re-render the list once more after the keystroke: wait for it to show.
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Partners' })).toBeVisible(),
    );
    const listbox = within(dialog).getByRole('listbox', { name: 'Command palette' });
    // Each group is named by its heading; empty groups are left out.
    const groups = within(listbox).getAllByRole('group');
    await expect(groups.map((group) => group.getAttribute('aria-labelledby') !== null)).toEqual([
      true,
      true,
    ]);
    await expect(within(listbox).getByRole('group', { name: 'Partners' })).toBeVisible();
    await expect(within(listbox).getByRole('group', { name: 'Go to' })).toBeVisible();
    await expect(within(listbox).queryByRole('group', { name: 'This partner' })).toBeNull();
  },
};

/**
 * In French: the palette's own words (its name, prompt, key hints and the count of results,
 * with its plural) come from the kit's catalogue; the sections and commands are the app's.
 */
export const French: Story = {
  globals: { locale: 'fr-FR' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open palette' }));
    const dialog = await screen.findByRole('dialog', { name: 'Palette de commandes' });
    const box = within(dialog).getByRole('searchbox', { name: 'Palette de commandes' });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveAttribute('placeholder', 'Rechercher ou aller à…');
    await expect(within(dialog).getByText('Échap fermer')).toBeInTheDocument();
    await userEvent.type(box, 'go to');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^2 résultats$/));
    await userEvent.clear(box);
    await userEvent.type(box, 'har');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^1 résultat$/));
    await userEvent.type(box, 'zz');
    await expect(within(dialog).getAllByText('Aucun résultat pour « harzz ».')).toHaveLength(2);
  },
};
