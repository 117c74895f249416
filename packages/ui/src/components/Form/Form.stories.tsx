import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { Form, type FormProps } from './Form';

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

const credentialsError = 'These credentials do not match our records.';

/**
 * A server error under one field does not block the next submit, even when only another field
 * was edited (here the password, after wrong credentials reported under Email).
 */
export const ServerErrorsDoNotBlockResubmit: Story = {
  render: function Render(args) {
    const [errors, setErrors] = useState<FormProps['validationErrors']>();
    return (
      <Form
        {...args}
        validationErrors={errors}
        onSubmit={(event) => {
          args.onSubmit?.(event);
          // The server's answer, a new object each time: wrong credentials, under Email.
          setErrors({ email: [credentialsError] });
        }}
      >
        <TextField label="Email" name="email" type="email" isRequired />
        <PasswordField label="Password" name="password" isRequired />
        <Button type="submit">Sign in</Button>
      </Form>
    );
  },
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const password = canvas.getByLabelText('Password', { selector: 'input' });
    const submit = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.type(email, 'admin@packlight.dev');
    await userEvent.type(password, 'wrong');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(email).toHaveAccessibleDescription(credentialsError);
    // Only the password is retyped: Enter sends the form again, and the new answer shows.
    await userEvent.clear(password);
    await userEvent.type(password, 'secret');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(credentialsError);
    // The button too, with nothing edited.
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(3);
    // The browser's own checks still block: an empty Email is not sent.
    await userEvent.clear(email);
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(3);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
  },
};
