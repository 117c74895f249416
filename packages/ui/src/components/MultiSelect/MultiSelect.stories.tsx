import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { MultiSelect } from './MultiSelect';

const regions = [
  { id: 'Brooklyn', label: 'Brooklyn' },
  { id: 'Queens', label: 'Queens' },
  { id: 'Manhattan', label: 'Manhattan' },
];

const meta = {
  title: 'Components/MultiSelect',
  component: MultiSelect,
  parameters: { docs: { story: { inline: false, height: '320px' } } },
  args: { label: 'Assigned region', options: regions, onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <MultiSelect {...args} />
    </div>
  ),
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: /Assigned region/ });

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = trigger(canvas);
    await expect(button).toHaveTextContent('Select options');
    await userEvent.click(button);
    const list = await screen.findByRole('listbox');
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(within(list).getByRole('option', { name: 'Queens' }));
    await userEvent.click(within(list).getByRole('option', { name: 'Brooklyn' }));
    // Options' order, not picking order.
    await expect(args.onChange).toHaveBeenLastCalledWith(['Brooklyn', 'Queens']);
    // The list stays open for more picks.
    await expect(within(list).getByRole('option', { name: 'Brooklyn' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(button).toHaveTextContent('2 selected');
    const tags = canvas.getByRole('grid', { name: 'Chosen assigned region' });
    await expect(
      within(tags)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Brooklyn', 'Queens']);
  },
};

/** Keyboard only: open with ArrowDown, toggle with Space/Enter, remove a tag with Delete. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(trigger(canvas)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')[0]).toHaveFocus());
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Brooklyn', 'Manhattan']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger(canvas)).toHaveFocus();
    await userEvent.tab();
    const tags = within(canvas.getByRole('grid', { name: 'Chosen assigned region' }));
    await expect(tags.getAllByRole('row')[0]).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Manhattan']);
    await expect(tags.getAllByRole('row')).toHaveLength(1);
  },
};

export const RemoveTag: Story = {
  args: { defaultValue: ['Queens', 'Manhattan'] },
  play: async ({ canvas, args }) => {
    await expect(trigger(canvas)).toHaveTextContent('2 selected');
    await userEvent.click(canvas.getByRole('button', { name: /Remove Queens/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Manhattan']);
    await expect(canvas.queryByRole('button', { name: /Remove Queens/ })).toBeNull();
  },
};

/** react-hook-form style: controlled value and the app's error. */
export const ControlledWithError: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string[]>([]);
    return (
      <div style={{ maxWidth: 320 }}>
        <MultiSelect
          {...args}
          value={value}
          onChange={setValue}
          errorMessage={value.length ? undefined : 'Choose at least one region.'}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const button = trigger(canvas);
    await expect(button).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one region.'),
    );
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('option', { name: 'Manhattan' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByText('Choose at least one region.')).toBeNull();
  },
};

const serverErrors = { assigned_region: 'The assigned region field is required.' };

/** In the kit's Form: chosen ids are submitted as repeated entries under `name`. */
export const InForm: Story = {
  args: { name: 'assigned_region', defaultValue: ['Brooklyn'] },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <Form
        aria-label="Rider"
        validationErrors={serverErrors}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setSubmitted(new FormData(event.currentTarget).getAll('assigned_region').join(','));
        }}
      >
        <MultiSelect {...args} />
        <Button type="submit">Save</Button>
        <output>{submitted}</output>
      </Form>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The assigned region field is required.')).toBeVisible();
    await userEvent.click(trigger(canvas));
    await userEvent.click(await screen.findByRole('option', { name: 'Queens' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Brooklyn,Queens');
  },
};

export const Disabled: Story = {
  args: { defaultValue: ['Brooklyn'], isDisabled: true },
  play: async ({ canvas }) => {
    await expect(trigger(canvas)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Remove Brooklyn/ })).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: ['Brooklyn', 'Queens'], errorMessage: 'Too many regions.' },
  play: async ({ canvas }) => {
    await userEvent.click(trigger(canvas));
    await expect(await screen.findByRole('option', { name: 'Queens' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};
