import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Form } from '../Form/Form';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { children: 'Ships from the EU', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Ships from the EU' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // The label text is part of the hit area.
    await userEvent.click(canvas.getByText('Ships from the EU'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Ships from the EU' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true, name: 'eu' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Ships from the EU' });
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAttribute('name', 'eu');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Ships from the EU' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, children: 'I accept the seller terms' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the seller terms' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

/** A server refusal for its `name`, given to the kit Form, marks the box invalid. */
export const ServerError: Story = {
  args: { name: 'terms', children: 'I agree to the terms and conditions' },
  render: (args) => (
    <Form aria-label="Sign up" validationErrors={{ terms: 'The terms field must be accepted.' }}>
      <Checkbox {...args} />
    </Form>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAttribute('name', 'terms');
  },
};

/** A select-all box with some rows selected: a dash, announced as mixed. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, 'aria-label': 'Select All', children: undefined },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Select All' });
    await expect(checkbox).toBePartiallyChecked();
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // Still mixed while the owner says so.
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const LongText: Story = {
  args: {
    children:
      'Notify me when a listing in my saved searches drops in price, comes back in stock in my size, or is about to sell out',
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Checkbox {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: /Notify me/ });
    await userEvent.click(canvas.getByText(/about to sell out/));
    await expect(checkbox).toBeChecked();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Ships from the EU' });
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
  },
};
