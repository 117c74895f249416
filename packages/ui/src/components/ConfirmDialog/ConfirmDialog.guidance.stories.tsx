import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { loadModalDialog } from '../Dialog/Dialog';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { preload } from '../../storybook/preload';

/**
 * The do and don't examples of the ConfirmDialog docs page, open at once, each in its own frame
 * (an overlay portals to <body>, which only a story's frame themes).
 */
const meta = {
  title: 'Components/ConfirmDialog/Guidance',
  tags: ['!autodocs'],
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  loaders: [preload(loadModalDialog)],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Wording = Pick<ConfirmDialogProps, 'title' | 'message' | 'confirmLabel' | 'tone'>;

function OpenConfirm(wording: Wording) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <Button variant="danger" onPress={() => setIsOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog {...wording} isOpen={isOpen} onOpenChange={setIsOpen} onConfirm={() => {}} />
    </>
  );
}

/** The question names the action, the message its consequence, the button repeats the verb. */
export const DoNameTheConsequence: Story = {
  render: () => (
    <OpenConfirm
      title="Delete Account"
      message="Are you sure you want to delete this account? This action cannot be undone."
      confirmLabel="Yes, Delete"
      tone="danger"
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Account' });
    await expect(dialog).toHaveAccessibleDescription(expect.stringContaining('cannot be undone'));
    // A danger confirmation starts on the safe choice.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  },
};

/** 'Are you sure?' and 'OK' hide what is about to happen; without `danger` focus starts on OK. */
export const DontAskVaguely: Story = {
  render: () => <OpenConfirm title="Are you sure?" message="Continue?" confirmLabel="OK" />,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
  },
};
