import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { spaceNames } from '../private/space';
import { Stack } from './Stack';
import { stackAligns } from './Stack.css';

const box = { padding: 8, border: '1px dashed currentColor', borderRadius: 4 } as const;

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: (
      <>
        <div style={box}>Traveler Information</div>
        <div style={box}>Shipping Address</div>
        <div style={box}>Orders</div>
      </>
    ),
  },
  argTypes: {
    gap: { control: 'select', options: spaceNames },
    align: { control: 'inline-radio', options: stackAligns },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const tops = (nodes: HTMLElement[]) => nodes.map((node) => node.getBoundingClientRect());

export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second, third] = tops([
      canvas.getByText('Traveler Information'),
      canvas.getByText('Shipping Address'),
      canvas.getByText('Orders'),
    ]);
    // One under another, 'md' (0.75rem = 12px) apart, each as wide as the stack.
    await expect(second!.top - first!.bottom).toBe(12);
    await expect(third!.top - second!.bottom).toBe(12);
    await expect(first!.width).toBe(third!.width);
  },
};

export const LargeGap: Story = {
  args: { gap: 'xxl' },
  play: async ({ canvas }) => {
    const [first, second] = tops([
      canvas.getByText('Traveler Information'),
      canvas.getByText('Shipping Address'),
    ]);
    await expect(second!.top - first!.bottom).toBe(32);
  },
};

export const AlignStart: Story = {
  args: { align: 'start', gap: 'sm' },
  play: async ({ canvas }) => {
    const [first, third] = tops([
      canvas.getByText('Traveler Information'),
      canvas.getByText('Orders'),
    ]);
    // Each child keeps its own width instead of stretching.
    await expect(third!.width).toBeLessThan(first!.width);
    await expect(third!.left).toBe(first!.left);
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Documents',
    children: (
      <>
        <li>Business registration</li>
        <li>Tax identification</li>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Documents' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    // No bullets or indent, but still a list to assistive technology.
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};

export const AsSection: Story = {
  render: (args) => (
    <Stack {...args} as="section" aria-labelledby="stack-heading">
      <h2 id="stack-heading" style={{ margin: 0 }}>
        Addresses
      </h2>
      <div style={box}>Shipping Address</div>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Addresses' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};
