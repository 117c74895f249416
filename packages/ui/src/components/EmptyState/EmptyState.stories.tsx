import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';
import { emptyStateTones } from './EmptyState.css';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No travelers found.',
    hint: 'Try adjusting filters or check back later.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: emptyStateTones },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No travelers found.')).toBeVisible();
    await expect(canvas.getByText('Try adjusting filters or check back later.')).toBeVisible();
    // Not a heading unless asked, so it does not break the outline of the page around it.
    await expect(canvas.queryByRole('heading')).toBeNull();
    // The icon is decoration only.
    await expect(
      canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]'),
    ).not.toBeNull();
  },
};

export const TitleOnly: Story = {
  args: { title: 'No Record', hint: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Record')).toBeVisible();
  },
};

export const AsHeading: Story = {
  args: { title: 'No partner data found.', headingLevel: 2, hint: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No partner data found.' }),
    ).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No partners found.',
    action: (
      <Button variant="secondary" onPress={fn()}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Clear filters' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
  },
};

/** A load that failed: an alert icon, and announced when it appears. */
export const LoadError: Story = {
  args: {
    tone: 'danger',
    title: 'Error loading travelers',
    hint: 'Check your connection and try again.',
    isLive: true,
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error loading travelers');
  },
};

export const Live: Story = {
  args: { isLive: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No travelers found.');
  },
};

export const NoIcon: Story = {
  args: { icon: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title:
      'No approved products found for Patagonia-Outfitters-International-Travel-Gear-Collective in this season',
    hint: 'Products appear here once a partner lists them and an administrator approves the listing; pending ones are on the Pending tab.',
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <EmptyState {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No approved products/).offsetWidth).toBeLessThanOrEqual(280);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: LoadError.args,
  play: LoadError.play,
};
