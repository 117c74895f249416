import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { LoadingState } from '../LoadingState/LoadingState';
import { Card } from './Card';
import { cardPaddings } from './Card.css';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Traveler Information',
    children: (
      <dl style={{ margin: 0 }}>
        <dt>Full Name</dt>
        <dd>Maria Lopez</dd>
        <dt>Country</dt>
        <dd>Portugal</dd>
      </dl>
    ),
  },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    children: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Traveler Information' }),
    ).toBeVisible();
    // A plain div: many cards on a page should not each become a landmark.
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getByText('Maria Lopez')).toBeVisible();
  },
};

const download = fn();

export const WithActions: Story = {
  args: {
    title: 'Documents',
    description: 'Uploaded by the partner during onboarding.',
    headingLevel: 3,
    actions: (
      <Button variant="secondary" size="sm" onPress={download}>
        Download
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    download.mockClear();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Documents' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Download' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(download).toHaveBeenCalledTimes(1);
  },
};

export const AsSection: Story = {
  args: { as: 'section', title: 'Shipping Address' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Shipping Address' })).toBeVisible();
  },
};

export const Untitled: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Loading: Story = {
  args: { title: 'Orders', children: <LoadingState label="Loading orders..." /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders...');
  },
};

export const Empty: Story = {
  args: {
    title: 'Shipping Address',
    children: <EmptyState title="No shipping address available" icon={null} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No shipping address available')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: {
    title: 'Orders',
    children: <EmptyState tone="danger" title="Error loading orders" isLive />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading orders');
  },
};

export const NoPadding: Story = {
  args: { padding: 'none', actions: <Button size="sm">View all</Button> },
  play: async ({ canvas }) => {
    const body = canvas.getByText('Maria Lopez').closest('dl');
    const card = canvas.getByRole('heading').closest('[data-padding]');
    await expect(body?.getBoundingClientRect().left).toBe(
      (card?.getBoundingClientRect().left ?? 0) + 1,
    );
  },
};

export const LongText: Story = {
  args: {
    title:
      'Verification & Compliance for Patagonia-Outfitters-International-Travel-Gear-Collective',
    description:
      'Business registration certificate, tax identification number, owner identity document and the most recent warehouse inspection report.',
    actions: <Button size="sm">Request Information</Button>,
  },
  render: (args) => (
    <div style={{ width: 300 }}>
      <Card {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading.closest('[data-padding]')?.scrollWidth).toBeLessThanOrEqual(300);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: WithActions.args,
  play: WithActions.play,
};
