import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { LoadingState } from './LoadingState';

const meta = {
  title: 'Components/LoadingState',
  component: LoadingState,
  args: { label: 'Loading Travelers...' },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading Travelers...');
    // The text is the message; a second "Loading" from the spinner would be noise.
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const DefaultLabel: Story = {
  args: { label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

/** The auth guard's screen. */
export const WithDescription: Story = {
  args: {
    label: 'Loading...',
    description: 'Please wait while we verify your authentication.',
    size: 'lg',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Loading...Please wait while we verify your authentication.',
    );
  },
};

export const Inline: Story = {
  args: { label: 'Searching...', isInline: true, size: 'sm' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(getComputedStyle(status).flexDirection).toBe('row');
  },
};

/** The region is there before the content it replaces; swapping in the list ends the loading. */
export const ThenLoaded: Story = {
  render: function Render(args) {
    const [loaded, setLoaded] = useState(false);
    return (
      <div>
        <button type="button" onClick={() => setLoaded(true)}>
          Finish loading
        </button>
        {loaded ? <p>12 travelers</p> : <LoadingState {...args} />}
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText('12 travelers')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Loading the order history of every traveler who rented from the Lisbon warehouse...',
    description:
      'Large accounts can take a while: this includes returns, refunds and partner messages from the past five years.',
  },
  render: (args) => (
    <div style={{ width: 260 }}>
      <LoadingState {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').offsetWidth).toBeLessThanOrEqual(260);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: WithDescription.args,
  play: WithDescription.play,
};
