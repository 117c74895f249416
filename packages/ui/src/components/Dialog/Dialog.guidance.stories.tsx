import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextArea } from '../TextArea/TextArea';
import { Dialog, loadModalDialog } from './Dialog';
import { preload } from '../../storybook/preload';

/**
 * The do and don't examples of the Dialog docs page. They open at once, each in its own frame,
 * because an overlay portals to <body>, which only a story's frame themes.
 */
const meta = {
  title: 'Components/Dialog/Guidance',
  tags: ['!autodocs'],
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  loaders: [preload(loadModalDialog)],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function OpenDialog({ title, submit }: { title: string; submit: string }) {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onPress={() => setIsOpen(true)}>
        Request Information
      </Button>
      <Dialog
        title={title}
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        actions={({ close }) => (
          <>
            {submit !== 'OK' && (
              <Button variant="ghost" onPress={close}>
                Cancel
              </Button>
            )}
            <Button onPress={close}>{submit}</Button>
          </>
        )}
      >
        <TextArea label="Message" />
      </Dialog>
    </>
  );
}

/** Titled with the action that opened it; the submit button repeats the verb. */
export const DoNameTheAction: Story = {
  render: () => <OpenDialog title="Request Information" submit="Send" />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Request Information' });
    // The dialog fades in: its buttons are visible once the animation has started.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** A generic title and 'OK' say nothing about what pressing it will do. */
export const DontBeVague: Story = {
  render: () => <OpenDialog title="Information" submit="OK" />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Information' });
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};
