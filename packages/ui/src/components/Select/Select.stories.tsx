import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, loadSelectField } from './Select';
import { selectSizes } from './Select.css';
import { preload } from '../../storybook/preload';

const statusOptions = [
  { id: 'active', label: 'Active' },
  { id: 'suspended', label: 'Suspended' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  // The lazily loaded parts are there before the story renders: a cold cache too.
  loaders: [preload(loadSelectField)],
  args: {
    label: 'Status',
    options: statusOptions,
    placeholder: 'All statuses',
    onChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: selectSizes },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list renders in a portal on <body>, outside the story's canvas. The trigger is looked up
 * each time: the light one that loads the list is replaced by React Aria's on first press. */
const listbox = () => screen.findByRole('listbox');

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = () => canvas.getByRole('button', { name: /Status/ });
    await expect(trigger()).toHaveTextContent('All statuses');
    await userEvent.click(trigger());
    await userEvent.click(within(await listbox()).getByRole('option', { name: 'Suspended' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('suspended');
    await expect(trigger()).toHaveTextContent('Suspended');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Tab to the button, open with the arrow key, move with arrows, choose with Enter. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = () => canvas.getByRole('button', { name: /Status/ });
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await listbox();
    await waitFor(() => expect(within(list).getByRole('option', { name: 'Active' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(list).getByRole('option', { name: 'Suspended' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('suspended');
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expect(trigger()).toHaveTextContent('Suspended');
    // Typing a label's first letters on the closed button picks it too.
    await userEvent.keyboard('a');
    await expect(args.onChange).toHaveBeenLastCalledWith('active');
  },
};

/** The up arrow opens the list on its last option (on the chosen one once there is one). */
export const ArrowUpOpensOnLastOption: Story = {
  play: async ({ canvas, args }) => {
    const trigger = () => canvas.getByRole('button', { name: /Status/ });
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    const list = await listbox();
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: 'Suspended' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger()).toHaveFocus());
  },
};

/** The app owns the value, e.g. a status filter kept in the URL. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<Key | null>('active');
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <Select
          {...args}
          value={value}
          onChange={(next) => {
            args.onChange?.(next);
            setValue(next);
          }}
        />
        <button type="button" onClick={() => setValue(null)}>
          Clear filter
        </button>
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    const trigger = () => canvas.getByRole('button', { name: /Status/ });
    await expect(trigger()).toHaveTextContent('Active');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }));
    await expect(trigger()).toHaveTextContent('All statuses');
    await userEvent.click(trigger());
    await userEvent.click(within(await listbox()).getByRole('option', { name: 'Active' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('active');
    await expect(trigger()).toHaveTextContent('Active');
  },
};

export const WithError: Story = {
  args: {
    label: 'Vehicle type',
    options: [
      { id: 'bike', label: 'Bike' },
      { id: 'scooter', label: 'Scooter' },
      { id: 'van', label: 'Van' },
    ],
    placeholder: 'Choose a vehicle',
    description: 'What the rider delivers with.',
    errorMessage: 'Choose a vehicle type.',
  },
  play: async ({ canvas }) => {
    const trigger = () => canvas.getByRole('button', { name: /Vehicle type/ });
    await expect(canvas.getByText('Choose a vehicle type.')).toBeVisible();
    await expect(trigger()).toHaveAccessibleDescription(
      expect.stringContaining('Choose a vehicle type.'),
    );
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { id: 'active', label: 'Active' },
      { id: 'pending', label: 'Pending', isDisabled: true },
      { id: 'suspended', label: 'Suspended' },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const list = await listbox();
    const pending = within(list).getByRole('option', { name: 'Pending' });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(pending, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    // Arrow keys skip it.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(list).getByRole('option', { name: 'Suspended' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'active' },
  play: async ({ canvas, args }) => {
    const trigger = () => canvas.getByRole('button', { name: /Status/ });
    await expect(trigger()).toBeDisabled();
    await userEvent.click(trigger(), { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Small: Story = {
  args: {
    size: 'sm',
    label: 'Rows',
    options: [5, 10, 25, 50].map((n) => ({ id: n, label: `${n}` })),
    defaultValue: 10,
  },
  play: async ({ canvas, args }) => {
    const trigger = () => canvas.getByRole('button', { name: /Rows/ });
    await userEvent.click(trigger());
    await userEvent.click(within(await listbox()).getByRole('option', { name: '25' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(25);
  },
};

export const LongText: Story = {
  args: {
    label: 'Region the rider is assigned to for same-day deliveries and returns',
    options: [
      { id: 'lisbon', label: 'Lisbon metropolitan area including Sintra, Cascais and Almada' },
      { id: 'porto', label: 'Porto' },
    ],
    placeholder: 'Choose the region where the rider picks up and drops off parcels',
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <Select {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = () => canvas.getByRole('button', { name: /Region/ });
    await expect(trigger().offsetWidth).toBeLessThanOrEqual(260);
    await userEvent.click(trigger());
    const option = within(await listbox()).getByRole('option', { name: /Lisbon/ });
    await userEvent.click(option);
    await expect(trigger()).toHaveTextContent(/Lisbon/);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'active' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    const list = await listbox();
    await expect(within(list).getByRole('option', { name: 'Active' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};
