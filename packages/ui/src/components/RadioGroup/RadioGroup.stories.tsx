import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { RadioGroup, type RadioOption } from './RadioGroup';

const deliveryOptions: RadioOption[] = [
  { value: 'standard', label: 'Standard', description: '3 to 5 days, free' },
  { value: 'express', label: 'Express', description: 'Next day, $12' },
  { value: 'pickup', label: 'Pick up at the partner', isDisabled: true },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Delivery', options: deliveryOptions, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Delivery' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Express/ }));
    await expect(canvas.getByRole('radio', { name: /Express/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
    await expect(canvas.getByRole('radio', { name: /Express/ })).toHaveAccessibleDescription(
      'Next day, $12',
    );
    await expect(canvas.getByRole('radio', { name: /Pick up/ })).toBeDisabled();
  },
};

/** Tab enters at the chosen one; arrows move and choose, skipping the disabled option. */
export const Keyboard: Story = {
  args: { defaultValue: 'standard' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const standard = canvas.getByRole('radio', { name: /Standard/ });
    await expect(standard).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const express = canvas.getByRole('radio', { name: /Express/ });
    await expect(express).toHaveFocus();
    await expect(express).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
    await userEvent.keyboard('{ArrowDown}');
    await expect(standard).toHaveFocus();
  },
};

export const WithError: Story = {
  args: {
    description: 'Express needs a phone number on the order.',
    errorMessage: 'Choose how the order is delivered.',
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Delivery' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(
      'Express needs a phone number on the order. Choose how the order is delivered.',
    );
  },
};

/** A required choice stops a kit Form's submit, and a server error for its name shows under it. */
export const InForm: Story = {
  render: (args) => (
    <Form
      onSubmit={(event) => event.preventDefault()}
      validationErrors={{ delivery: 'Express is not available for this address.' }}
    >
      <RadioGroup {...args} name="delivery" isRequired />
      <Button type="submit">Save</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Delivery' });
    await expect(group).toHaveAccessibleDescription('Express is not available for this address.');
    await expect(canvas.getByRole('radio', { name: /Standard/ })).toBeRequired();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Size',
    orientation: 'horizontal',
    defaultValue: 'm',
    options: ['xs', 's', 'm', 'l', 'xl'].map((size) => ({
      value: size,
      label: size.toUpperCase(),
    })),
  },
  play: async ({ canvas }) => {
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    // One row: every choice starts at the same height.
    const tops = new Set(radios.map((radio) => Math.round(radio.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'standard' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Delivery for the Patagonia-Outfitters-International-Travel-Gear-Collective winter order',
    options: [
      {
        value: 'standard',
        label: 'Standard delivery by the partner’s own courier, tracked, to the traveler’s hotel',
        description: 'Arrives in three to five working days; the rider calls on arrival.',
      },
      { value: 'express', label: 'Express' },
    ],
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <RadioGroup {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const wrapper = canvasElement.firstElementChild as HTMLElement;
    await expect(wrapper.scrollWidth).toBeLessThanOrEqual(wrapper.clientWidth);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'express', description: 'Express needs a phone number on the order.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Express/ })).toBeChecked();
  },
};
