import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { spaceNames } from '../private/space';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { Inline } from './Inline';
import { inlineAligns, inlineJustifies } from './Inline.css';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    children: (
      <>
        <Button variant="secondary">Export</Button>
        <Button variant="secondary">Filter</Button>
        <Button>Add Partner</Button>
      </>
    ),
  },
  argTypes: {
    gap: { control: 'select', options: spaceNames },
    align: { control: 'inline-radio', options: inlineAligns },
    justify: { control: 'inline-radio', options: inlineJustifies },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

const rect = (node: HTMLElement) => node.getBoundingClientRect();

export const Default: Story = {
  play: async ({ canvas }) => {
    const exportButton = rect(canvas.getByRole('button', { name: 'Export' }));
    const filter = rect(canvas.getByRole('button', { name: 'Filter' }));
    // Side by side on one line, 'md' (12px) apart.
    await expect(filter.top).toBe(exportButton.top);
    await expect(filter.left - exportButton.right).toBe(12);
  },
};

export const SmallGap: Story = {
  args: { gap: 'xs' },
  play: async ({ canvas }) => {
    const exportButton = rect(canvas.getByRole('button', { name: 'Export' }));
    const filter = rect(canvas.getByRole('button', { name: 'Filter' }));
    await expect(filter.left - exportButton.right).toBe(4);
  },
};

/** Too narrow for one line: the children wrap, with the same gap between lines. */
export const Wraps: Story = {
  render: (args) => (
    <div style={{ width: 200 }}>
      <Inline {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const exportButton = rect(canvas.getByRole('button', { name: 'Export' }));
    const add = rect(canvas.getByRole('button', { name: 'Add Partner' }));
    await expect(add.top - exportButton.bottom).toBe(12);
    await expect(add.right).toBeLessThanOrEqual(exportButton.left + 200);
  },
};

export const JustifyBetween: Story = {
  args: {
    justify: 'between',
    children: (
      <>
        <StatusBadge status="Active" />
        <Button size="sm">Edit</Button>
      </>
    ),
  },
  render: (args) => (
    <div style={{ width: 400 }}>
      <Inline {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Edit' });
    const row = rect(button.parentElement!);
    // The first at the start, the last at the end of the 400px row, the space between them.
    await expect(row.width).toBe(400);
    await expect(rect(button).right).toBe(row.right);
    await expect(rect(canvas.getByText('Active')).right).toBeLessThan(row.left + 100);
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Tags',
    gap: 'sm',
    children: (
      <>
        <li>
          <StatusBadge status="Rain jacket" />
        </li>
        <li>
          <StatusBadge status="Merino" />
        </li>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Tags' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};
