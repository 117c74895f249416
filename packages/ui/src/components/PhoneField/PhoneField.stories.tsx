import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { PhoneField, formatPhone } from './PhoneField';

const meta = {
  title: 'Components/PhoneField',
  component: PhoneField,
  args: { label: 'Phone', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await userEvent.type(input, '2124567890');
    await expect(input).toHaveValue('212-456-7890');
    await expect(args.onChange).toHaveBeenLastCalledWith('212-456-7890');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/** Letters and symbols are dropped; the 11th digit too: 12 characters at most. */
export const DigitsOnly: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '21a2-b45(6)78 90123');
    await expect(input).toHaveValue('212-456-7890');
    await expect((input as HTMLInputElement).value).toHaveLength(12);
  },
};

export const PasteFormatted: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.click(input);
    await userEvent.paste('(212) 456 7890');
    await expect(input).toHaveValue('212-456-7890');
    await expect(args.onChange).toHaveBeenLastCalledWith('212-456-7890');
  },
};

/** Editing in the middle keeps the caret after the digit it followed. */
export const CaretStays: Story = {
  args: { defaultValue: '2124567890' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    await expect(input).toHaveValue('212-456-7890');
    await userEvent.click(input);
    input.setSelectionRange(5, 5); // after '212-4'
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('212-567-890');
    await expect(input.selectionStart).toBe(3);
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('212-956-7890');
    await expect(input.selectionStart).toBe(5);
  },
};

export const Helper: Story = {
  args: { defaultValue: '212.456.7890' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('212-456-7890');
    await expect(formatPhone('(212) 456 7890')).toBe('212-456-7890');
    await expect(formatPhone('2124')).toBe('212-4');
    await expect(formatPhone('212')).toBe('212');
    await expect(formatPhone('')).toBe('');
    await expect(formatPhone('212-456-7890-99')).toBe('212-456-7890');
  },
};

/** With react-hook-form: controlled value, blur and the app's error message. */
export const ControlledWithError: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('212');
    const digits = value.replace(/\D/g, '').length;
    return (
      <PhoneField
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange?.(next);
          setValue(next);
        }}
        errorMessage={digits > 0 && digits < 10 ? 'Enter all 10 digits.' : undefined}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter all 10 digits.');
    await userEvent.type(input, '4567890');
    await expect(input).toHaveValue('212-456-7890');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

// Stable: a new object on each render would count as a fresh server answer.
const serverErrors = { phone: ['The phone has already been taken.'] };

/** Inside the kit's Form: submits the formatted value under `name`, shows server errors. */
export const InForm: Story = {
  args: { name: 'phone', isRequired: true },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <Form
        aria-label="Partner"
        validationErrors={serverErrors}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('phone')));
        }}
      >
        <PhoneField {...args} />
        <Button type="submit">Save</Button>
        <output>{submitted}</output>
      </Form>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The phone has already been taken.');
    await userEvent.type(input, '2124567890');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('212-456-7890');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2124567890', isDisabled: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '1', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('212-456-7890');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: '212456', errorMessage: 'Enter all 10 digits.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveValue('212-456');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
