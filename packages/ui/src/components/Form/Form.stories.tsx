import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { Form } from './Form';

const meta = {
  title: 'Components/Form',
  component: Form,
  args: {
    onSubmit: fn((event: FormEvent) => event.preventDefault()),
    'aria-label': 'Sign in',
  },
  render: (args) => (
    <Form {...args}>
      <TextField label="Email" name="email" type="email" isRequired />
      <PasswordField label="Password" name="password" isRequired />
      <Button type="submit">Sign in</Button>
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'admin@packlight.dev');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const RequiredFieldsBlockSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // The first invalid field takes focus, so keyboard users land where the fix is.
    await expect(email).toHaveFocus();
  },
};

export const ServerErrors: Story = {
  args: {
    validationErrors: { email: ['These credentials do not match our records.'] },
  },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
    // Editing the field clears the server's verdict on it once the user moves on.
    await userEvent.type(email, 'admin@packlight.dev');
    await userEvent.tab();
    await expect(canvas.queryByText('These credentials do not match our records.')).toBeNull();
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};
