import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Product name', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'e.g. Merino travel hoodie' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Product name' });
    await expect(input).toHaveAttribute('placeholder', 'e.g. Merino travel hoodie');
    await userEvent.click(input);
    await userEvent.keyboard('Merino hoodie');
    await expect(input).toHaveValue('Merino hoodie');
    await expect(args.onChange).toHaveBeenLastCalledWith('Merino hoodie');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown to buyers; up to 80 characters.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Product name' });
    await expect(input).toHaveAccessibleDescription('Shown to buyers; up to 80 characters.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: {
    defaultValue: 'x',
    description: 'Shown to buyers; up to 80 characters.',
    errorMessage: 'Use at least 3 characters.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Product name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use at least 3 characters.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 3 characters.'),
    );
  },
};

/** The app validates (react-hook-form) and passes the message in; clearing it makes the field valid. */
export const ErrorClearsWhenFixed: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <TextField
        {...args}
        value={value}
        onChange={setValue}
        errorMessage={value.length < 3 ? 'Use at least 3 characters.' : undefined}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Product name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'Tee');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Use at least 3 characters.')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Merino hoodie', isDisabled: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Product name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'more', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Merino hoodie');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'SKU-20931', label: 'SKU', isReadOnly: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'SKU' });
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('SKU-20931');
  },
};

export const Required: Story = {
  args: { isRequired: true, label: 'Email', type: 'email', autoComplete: 'email' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    // The label is marked for the eye; the mark has no text for screen readers.
    const label = canvas.getByText('Email', { selector: 'label' });
    await expect(getComputedStyle(label, '::after').content).toMatch(/^" \*"/);
    await expect(input).toHaveAccessibleName('Email');
  },
};

/** `inputRef` reaches the <input>, which is what react-hook-form uses to focus an invalid field. */
export const FocusByRef: Story = {
  render: function Render(args) {
    const [input, setInput] = useState<HTMLInputElement | null>(null);
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <TextField {...args} inputRef={setInput} />
        <button type="button" onClick={() => input?.focus()}>
          Focus the field
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Focus the field' }));
    await expect(canvas.getByRole('textbox', { name: 'Product name' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'Care instructions shown on the product page, below the size guide and returns policy',
    description:
      'Write for travellers washing in a hotel sink: water temperature, drying time, whether it can be ironed, and anything that voids the warranty.',
    errorMessage:
      'Care instructions must mention the maximum washing temperature in degrees Celsius.',
    defaultValue:
      'Hand wash cold, hang to dry overnight, do not tumble dry or iron the printed areas.',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <TextField {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Care instructions/ });
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: WithError.args,
  play: WithError.play,
};
