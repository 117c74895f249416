import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Components/DescriptionList',
  component: DescriptionList,
  args: {
    sections: [
      {
        title: 'Traveler Information',
        rows: [
          { label: 'Full Name', value: 'Maria Lopez' },
          { label: 'Email', value: 'maria@example.com' },
          { label: 'Country', value: 'Portugal' },
          { label: 'Phone', value: null },
          { label: 'Status', value: <StatusBadge status="Active" /> },
        ],
      },
      {
        title: 'Shipping Address',
        rows: [
          { label: 'Name', value: 'Maria Lopez' },
          { label: 'Address', value: '  ' },
        ],
      },
    ],
  },
  argTypes: { sections: { control: 'object' } },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <DescriptionList {...args} />
    </div>
  ),
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const info = canvas.getByRole('heading', { level: 3, name: 'Traveler Information' });
    await expect(info).toBeVisible();
    // Each section is a group named by its title, holding one <dl>.
    const groups = canvas.getAllByRole('group');
    await expect(groups).toHaveLength(2);
    await expect(groups[0]).toHaveAccessibleName('Traveler Information');
    const lists = groups.map((group) => group.querySelector('dl') as HTMLElement);
    const terms = within(lists[0]!).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Full Name',
      'Email',
      'Country',
      'Phone',
      'Status',
    ]);
    await expect(within(lists[0]!).getByText('maria@example.com').tagName).toBe('DD');
  },
};

/** Empty values show a dash, which screen readers read as 'Not provided'. */
export const EmptyValues: Story = {
  play: async ({ canvas }) => {
    const dashes = canvas.getAllByRole('img', { name: 'Not provided' });
    await expect(dashes).toHaveLength(2);
    await expect(dashes[0]).toHaveTextContent('—');
    await expect(dashes[0]?.closest('dd')).toHaveAttribute('data-empty');
  },
};

export const CustomFallback: Story = {
  args: { fallback: 'No shipping address available' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No shipping address available')).toHaveLength(2);
    await expect(canvas.queryByText('—')).toBeNull();
  },
};

export const Untitled: Story = {
  args: {
    sections: [
      {
        rows: [
          { label: 'Order', value: '#ORD-1042' },
          { label: 'Total', value: '$120.00' },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('#ORD-1042')).toBeVisible();
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
};

/** In a narrow column the labels stack above their values. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 300 }}>
      <DescriptionList {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const term = canvas.getAllByText('Full Name')[0]!;
    const value = canvas.getAllByText('Maria Lopez')[0]!;
    await expect(value.getBoundingClientRect().top).toBeGreaterThan(
      term.getBoundingClientRect().bottom - 1,
    );
  },
};

export const LongText: Story = {
  args: {
    sections: [
      {
        title: 'Business',
        rows: [
          {
            label: 'Business Name',
            value: 'Patagonia-Outfitters-International-Travel-Gear-Collective-Lisbon-Branch',
          },
        ],
      },
    ],
  },
  render: (args) => (
    <div style={{ width: 420 }}>
      <DescriptionList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')?.scrollWidth).toBeLessThanOrEqual(420);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};
