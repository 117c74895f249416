import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { MessageComposer } from './MessageComposer';

const meta = {
  title: 'Components/MessageComposer',
  component: MessageComposer,
  args: { onSend: fn(), onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <MessageComposer {...args} />
    </div>
  ),
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveAttribute('placeholder', 'Type a message...');
    await userEvent.type(box, '  Hello Maria  ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello Maria');
    // Cleared, and ready for the next one.
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
  },
};

export const ShiftEnterNewLine: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    await expect(box).toHaveValue('Line one\nLine two');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Line one\nLine two');
  },
};

export const SendButton: Story = {
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox'), 'On my way');
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith('On my way');
    await expect(canvas.getByRole('textbox')).toHaveValue('');
  },
};

export const WhitespaceNotSent: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '   ');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Draft' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const VisibleLabel: Story = {
  args: { isLabelVisible: true, label: 'Reply to Maria' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reply to Maria')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Reply to Maria' })).toBeVisible();
  },
};

/** The app owns the draft, e.g. to keep it per ticket. */
export const Controlled: Story = {
  render: function Render(args) {
    const [draft, setDraft] = useState('Saved draft');
    return (
      <div style={{ display: 'grid', gap: 8, maxWidth: 560 }}>
        <MessageComposer {...args} value={draft} onChange={setDraft} />
        <output>Draft: {draft}</output>
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox');
    await expect(box).toHaveValue('Saved draft');
    await userEvent.type(box, '!{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Saved draft!');
    await expect(canvas.getByText(/Draft:/)).toHaveTextContent(/^Draft:\s*$/);
  },
};

export const LongText: Story = {
  args: {
    defaultValue:
      'A very long message that goes on and on about the rental return policy, the late fee per day after the return date, and the condition grade of the jacket. '.repeat(
        4,
      ),
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox');
    // Grows to a limit, then scrolls inside.
    await expect(box.offsetHeight).toBeLessThanOrEqual(170);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};
