import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', autoComplete: 'current-password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'packlight-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('packlight-2026');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    // A click leaves the caret in the input, so typing just carries on.
    await expect(input).toHaveFocus();
    await userEvent.keyboard('!');
    await expect(input).toHaveValue('packlight-2026!');

    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    // Focus stays on the toggle (now relabelled), so it can be pressed again.
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
  },
};

export const WithError: Story = {
  args: {
    defaultValue: 'short',
    description: 'At least 12 characters.',
    errorMessage: 'Password is too short.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Password is too short.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Password is too short.'),
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'secret-value', isDisabled: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toBeDisabled();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const LongText: Story = {
  args: {
    label: 'New password for the warehouse scanner account shared by the Lisbon team',
    description:
      'Use a passphrase of four or more unrelated words; the scanners cannot paste, so avoid symbols that need the shift key.',
    defaultValue: 'correct-horse-battery-staple-lisbon-warehouse-scanner-2026',
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <PasswordField {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    // However long the value, the toggle stays inside the field.
    await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByRole('presentation').getBoundingClientRect().right,
    );
    await userEvent.click(toggle);
    await expect(canvas.getByLabelText(/New password/, { selector: 'input' })).toHaveAttribute(
      'type',
      'text',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: WithError.args,
  play: async (context) => {
    await WithError.play?.(context);
    await userEvent.click(context.canvas.getByRole('button', { name: 'Show password' }));
    await expect(context.canvas.getByDisplayValue('short')).toHaveAttribute('type', 'text');
  },
};
