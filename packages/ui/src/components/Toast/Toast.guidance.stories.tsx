import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ToastProvider, loadToastList } from './Toast';
import { createToaster, type ToastTone } from './toaster';
import { preload } from '../../storybook/preload';

/**
 * The do and don't examples of the Toast docs page: each shows its toast at once, in its own
 * frame (the region portals to <body>, which only a story's frame themes).
 */
const meta = {
  title: 'Components/Toast/Guidance',
  tags: ['!autodocs'],
  parameters: { docs: { story: { inline: false, height: '200px' } } },
  loaders: [preload(loadToastList)],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Shown({ tone, message }: { tone: ToastTone; message: string }) {
  // Its own toaster, kept until closed, so no toast leaks between stories or expires mid-test.
  const [toaster] = useState(() => createToaster({ timeout: null }));
  useEffect(() => {
    const key = toaster[tone](message);
    return () => toaster.close(key);
  }, [toaster, tone, message]);
  return <ToastProvider toaster={toaster}>{null}</ToastProvider>;
}

const findToast = (name: string) =>
  screen
    .findByRole('region', { name: 'Notifications' })
    .then((region) => within(region).getByRole('alertdialog', { name }));

/** The toast names the record and the state it is now in, in the product's words. */
export const DoNameTheNewState: Story = {
  render: () => <Shown tone="success" message="Partner suspended successfully!" />,
  play: async () => {
    await expect(await findToast('Partner suspended successfully!')).toHaveAttribute(
      'data-tone',
      'success',
    );
  },
};

/** 'Success!' says nothing about what happened to which record. */
export const DontBeVague: Story = {
  render: () => <Shown tone="success" message="Success!" />,
  play: async () => {
    const shown = await findToast('Success!');
    // It slides in: visible once the entry animation has started.
    await waitFor(() => expect(shown).toBeVisible());
  },
};

/** A failure that belongs to no field says what failed, in the product's words. */
export const DoSayWhatFailed: Story = {
  render: () => <Shown tone="danger" message="The server could not be reached." />,
  play: async () => {
    await expect(await findToast('The server could not be reached.')).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};
