import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { DigitsField, digitsOnly } from './DigitsField';

const meta = {
  title: 'Components/DigitsField',
  component: DigitsField,
  args: { label: 'Tax ID', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof DigitsField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Tax ID' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12345');
    await expect(input).toHaveValue('12345');
    await expect(args.onChange).toHaveBeenLastCalledWith('12345');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/** Letters, spaces and symbols are blocked: the value does not move and onChange is not called. */
export const OtherKeysBlocked: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Tax ID' }) as HTMLInputElement;
    await userEvent.type(input, '12');
    await userEvent.keyboard('ab -.e+');
    await expect(input).toHaveValue('12');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    // The caret stays where it was, so typing goes on in place.
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('x9');
    await expect(input).toHaveValue('192');
    await expect(input.selectionStart).toBe(2);
  },
};

export const PasteFiltered: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Tax ID' });
    await userEvent.click(input);
    await userEvent.paste('12-345 678');
    await expect(input).toHaveValue('12345678');
    await expect(args.onChange).toHaveBeenLastCalledWith('12345678');
  },
};

export const MaxLength: Story = {
  args: { maxLength: 9, description: 'Nine digits, no dashes.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tax ID' });
    await userEvent.click(input);
    await userEvent.paste('12-3456789-00');
    await expect(input).toHaveValue('123456789');
    await expect(input).toHaveAccessibleDescription('Nine digits, no dashes.');
    await expect(digitsOnly('a1b2c3')).toBe('123');
    await expect(digitsOnly('123456', 4)).toBe('1234');
  },
};

export const WithError: Story = {
  args: { defaultValue: '12', errorMessage: 'The tax id must be 9 digits.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tax ID' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The tax id must be 9 digits.');
  },
};

// Stable: a new object on each render would count as a fresh server answer.
const serverErrors = { tax_id: ['The tax id field is required.'] };

/** Inside the kit's Form: submits under `name`; a server error shows until the field is edited. */
export const InForm: Story = {
  args: { name: 'tax_id' },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState('');
    return (
      <Form
        aria-label="Business verification"
        validationErrors={serverErrors}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setSubmitted(String(new FormData(event.currentTarget).get('tax_id')));
        }}
      >
        <DigitsField {...args} />
        <Button type="submit">Save</Button>
        <output>{submitted}</output>
      </Form>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Tax ID' });
    await expect(input).toHaveAccessibleDescription('The tax id field is required.');
    await userEvent.type(input, '98a7');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('987');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '123456789', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tax ID' })).toBeDisabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: WithError.args,
  play: WithError.play,
};
