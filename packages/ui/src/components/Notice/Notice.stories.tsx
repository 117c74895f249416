import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Notice } from './Notice';
import { noticeTones } from './Notice.css';

const retry = fn();

const meta = {
  title: 'Components/Notice',
  component: Notice,
  args: {
    tone: 'info',
    title: 'Applications are reviewed within two working days',
    children: 'The partner gets an email when you approve or reject their application.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: noticeTones },
    action: { control: false },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Applications are reviewed within two working days');
    await expect(notice).toHaveAttribute('data-tone', 'info');
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Changes saved', children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Changes saved');
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: undefined,
    children: 'This rider has 3 deliveries in progress; suspending them reassigns those orders.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('3 deliveries in progress');
  },
};

/** A failed load: announced at once, with a way to try again. */
export const DangerWithRetry: Story = {
  args: {
    tone: 'danger',
    title: 'Could not load the partner',
    children: 'Check your connection and try again.',
    action: (
      <Button variant="secondary" size="sm" onPress={retry}>
        Retry
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    retry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the partner');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

/** Every tone at once, the way they look side by side. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {noticeTones.map((tone) => (
        <Notice key={tone} {...args} tone={tone} title={`The ${tone} tone`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The danger tone');
  },
};

/** Phone width: the action moves under the text. */
export const Narrow: Story = {
  args: DangerWithRetry.args,
  render: (args) => (
    <div style={{ width: 300 }}>
      <Notice {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText('Check your connection and try again.');
    const button = canvas.getByRole('button', { name: 'Retry' });
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(
      text.getBoundingClientRect().bottom,
    );
    await expect(canvas.getByRole('alert').scrollWidth).toBeLessThanOrEqual(300);
  },
};

/** A notice that appears later (after a failed save) is in a live region, so it is read out. */
export const AppearsLater: Story = {
  render: (args) => {
    function Demo() {
      const [failed, setFailed] = useState(false);
      return (
        <div style={{ display: 'grid', gap: 12 }}>
          <Button onPress={() => setFailed(true)}>Save</Button>
          {failed && (
            <Notice {...args} tone="danger" title="Could not save the product">
              The name is already taken.
            </Notice>
          )}
        </div>
      );
    }
    return <Demo />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('The name is already taken.');
  },
};

export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'Patagonia-Outfitters-International-Travel-Gear-Collective has not uploaded documents',
    children:
      'The business registration certificate, tax identification number and owner identity document are missing; the application cannot be approved until they are uploaded.',
  },
  render: (args) => (
    <div style={{ width: 360 }}>
      <Notice {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Tones.render,
  play: Tones.play,
};

export const DarkWithRetry: Story = {
  globals: { theme: 'dark' },
  args: DangerWithRetry.args,
  play: DangerWithRetry.play,
};
