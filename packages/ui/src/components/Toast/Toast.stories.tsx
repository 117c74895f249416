import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from '../PageHeader/PageHeader';
import { ToastProvider, ToastRegion, useToast, loadToastList } from './Toast';
import { DEFAULT_TOAST_TIMEOUT, createToaster, toast, type CreateToasterOptions } from './toaster';
import { preload } from '../../storybook/preload';

/** Buttons that toast through `useToast()`, as screens do. */
function Actions() {
  const toaster = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button onPress={() => toaster.success('Partner added successfully!')}>Save partner</Button>
      <Button variant="danger" onPress={() => toaster.danger('Download failed. Please try again.')}>
        Download documents
      </Button>
      <Button variant="secondary" onPress={() => toaster.info('Recovery codes copied.')}>
        Copy codes
      </Button>
    </div>
  );
}

/** Each story gets its own toaster, so no toast leaks from one story into the next. */
function Demo(options: CreateToasterOptions) {
  const [toaster] = useState(() => createToaster(options));
  return (
    <ToastProvider toaster={toaster}>
      <Actions />
    </ToastProvider>
  );
}

const meta = {
  title: 'Components/Toast',
  // Overlays portal to <body>, which only a story's own frame themes: in the docs page each story
  // gets an iframe of its own instead of rendering inline.
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  component: ToastProvider,
  // The lazily loaded parts are there before the story renders: a cold cache too.
  loaders: [preload(loadToastList)],
  // Long enough never to expire mid-test, except in the stories about expiry.
  render: () => <Demo timeout={null} />,
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.findByRole('region', { name: 'Notifications' });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save partner' }));
    const toastRegion = await region();
    const item = within(toastRegion).getByRole('alertdialog', {
      name: 'Partner added successfully!',
    });
    await expect(within(item).getByRole('alert')).toHaveTextContent('Partner added successfully!');

    // Top-right corner of the viewport.
    const box = toastRegion.getBoundingClientRect();
    await expect(box.top).toBeLessThan(48);
    await expect(window.innerWidth - box.right).toBeLessThan(48);

    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull());
  },
};

/** A shape per tone (tick, alert, info) as well as a colour; newest on top. */
export const Tones: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save partner' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Download documents' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy codes' }));
    const toasts = within(await region()).getAllByRole('alertdialog');
    await expect(toasts.map((item) => item.getAttribute('data-tone'))).toEqual([
      'info',
      'danger',
      'success',
    ]);
    const shapes = toasts.map((item) => item.querySelector('svg')?.innerHTML);
    await expect(new Set(shapes).size).toBe(3);
    const edges = toasts.map((item) => getComputedStyle(item).borderInlineStartColor);
    await expect(new Set(edges).size).toBe(3);
  },
};

export const AutoDismiss: Story = {
  render: () => <Demo timeout={300} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save partner' }));
    await expect(await region()).toBeVisible();
    await waitFor(
      () => expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull(),
      { timeout: 2000 },
    );
  },
};

/** The timer stops while the pointer is over the toasts, and restarts when it leaves. */
export const PausesOnHover: Story = {
  render: () => <Demo timeout={400} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save partner' }));
    const item = within(await region()).getByRole('alertdialog');
    await userEvent.hover(item);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(item).toBeInTheDocument();
    await userEvent.unhover(item);
    await waitFor(
      () => expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull(),
      { timeout: 2000 },
    );
  },
};

/** The app-wide default is the spec's 5000 ms (checked on the queued toast, not by waiting). */
export const DefaultTimeoutAndKeyboard: Story = {
  render: () => <Demo />,
  play: async ({ canvas }) => {
    await expect(DEFAULT_TOAST_TIMEOUT).toBe(5000);
    await expect(toast.timeout).toBe(5000);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save partner' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const item = within(await region()).getByRole('alertdialog');
    // Focus on the toast pauses its timer, so a keyboard user can reach it in time.
    item.focus();
    await expect(item).toHaveFocus();
    await userEvent.tab();
    const close = within(item).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull());
  },
};

function QueueTimeout() {
  const [toaster] = useState(() => createToaster());
  const [timeout, setShownTimeout] = useState<number | null | undefined>();
  return (
    <ToastProvider toaster={toaster}>
      <Button
        onPress={() => {
          toaster.success('Rider added successfully!');
          setShownTimeout(toaster.queue.visibleToasts[0]?.timeout);
        }}
      >
        Add rider
      </Button>
      <output>{timeout === undefined ? 'none' : `${timeout} ms`}</output>
    </ToastProvider>
  );
}

export const DefaultIs5000: Story = {
  render: () => <QueueTimeout />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add rider' }));
    await expect(canvas.getByText('5000 ms')).toBeVisible();
    const item = within(await region()).getByRole('alertdialog');
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
  },
};

export const WithTitle: Story = {
  render: function Render() {
    const [toaster] = useState(() => createToaster({ timeout: null }));
    return (
      <ToastProvider toaster={toaster}>
        <Button
          onPress={() =>
            toaster.danger('The server did not answer in time.', { title: 'Email not sent' })
          }
        >
          Send request
        </Button>
      </ToastProvider>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    const item = within(await region()).getByRole('alertdialog', { name: 'Email not sent' });
    await expect(item).toHaveAccessibleDescription('The server did not answer in time.');
  },
};

/** The app-wide `toast` works from anywhere, even outside React; the root renders its region. */
export const AppWideToast: Story = {
  render: () => (
    <>
      <Button onPress={() => toast.info('Mark all as read: done.', { timeout: null })}>
        Mark all as read
      </Button>
      <ToastRegion />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    const item = within(await region()).getByRole('alertdialog', {
      name: 'Mark all as read: done.',
    });
    // Visible once its entry animation has run.
    await waitFor(() => expect(item).toBeVisible());
    toast.clear();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull());
  },
};

/**
 * A toast raised before the region's code has loaded (a screen's first call failing at once)
 * waits in the queue and shows when the region arrives; its close button works as usual.
 */
export const RaisedBeforeTheRegionLoads: Story = {
  render: function Render() {
    const [toaster] = useState(() => {
      const early = createToaster({ timeout: null });
      early.danger('Could not load the travelers.');
      return early;
    });
    return <ToastRegion toaster={toaster} />;
  },
  play: async () => {
    const item = await within(await region()).findByRole('alertdialog', {
      name: 'Could not load the travelers.',
    });
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull());
  },
};

export const LongText: Story = {
  render: function Render() {
    const [toaster] = useState(() => createToaster({ timeout: null }));
    return (
      <ToastProvider toaster={toaster}>
        <Button
          onPress={() =>
            toaster.danger(
              'Error: The partner Patagonia-Outfitters-International-Travel-Gear-Collective could not be updated because the uploaded business registration certificate is larger than the 10 MB limit.',
            )
          }
        >
          Save
        </Button>
      </ToastProvider>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const item = within(await region()).getByRole('alertdialog');
    const box = item.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    // The close button stays inside the toast.
    const close = within(item).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(close.right).toBeLessThanOrEqual(box.right);
  },
};

/** Top-right, but under a page header's actions, which stay visible and pressable. */
export const UnderPageActions: Story = {
  render: function Render() {
    const [toaster] = useState(() => createToaster({ timeout: null }));
    return (
      <ToastProvider toaster={toaster}>
        <PageHeader
          title="Partners"
          actions={
            <Button onPress={() => toaster.success('Partner added successfully!')}>
              Add Partner
            </Button>
          }
        />
      </ToastProvider>
    );
  },
  play: async ({ canvas }) => {
    const action = canvas.getByRole('button', { name: 'Add Partner' });
    await userEvent.click(action);
    const item = within(await region()).getByRole('alertdialog');
    await waitFor(() => expect(item).toBeVisible());
    await expect(item.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      action.getBoundingClientRect().bottom,
    );
    // Still pressable with the toast up: a second toast joins the first.
    await userEvent.click(action);
    const toasts = await region();
    await waitFor(() => expect(within(toasts).getAllByRole('alertdialog')).toHaveLength(2));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Tones.play,
};

/** Sends a message: fails until the message is filled in, toasting under one `action`. */
function SendMessage() {
  const toaster = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button
        variant="secondary"
        onPress={() => toaster.danger('The server could not be reached.', { action: 'send' })}
      >
        Send (fails)
      </Button>
      <Button onPress={() => toaster.success('Email sent successfully!', { action: 'send' })}>
        Send
      </Button>
    </div>
  );
}

/** SendMessage with a toaster of its own. */
function SendDemo() {
  const [toaster] = useState(() => createToaster({ timeout: null }));
  return (
    <ToastProvider toaster={toaster}>
      <SendMessage />
    </ToastProvider>
  );
}

/** A failure is closed by the same action's next toast: never beside the success that followed. */
export const ActionClearsItsFailure: Story = {
  render: () => <SendDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send (fails)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send (fails)' }));
    // A second failure replaces the first.
    await waitFor(async () =>
      expect(within(await region()).getAllByRole('alertdialog')).toHaveLength(1),
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Send$/ }));
    await waitFor(async () => {
      const toasts = within(await region()).getAllByRole('alertdialog');
      await expect(toasts.map((item) => item.getAttribute('data-tone'))).toEqual(['success']);
    });
  },
};
