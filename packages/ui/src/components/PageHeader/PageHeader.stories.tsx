import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { PageHeader } from './PageHeader';

const addPartner = fn();

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Partners',
    lead: 'Businesses that list clothing on Packlight, and their applications.',
    breadcrumbs: [{ label: 'Dashboard', href: '/' }, { label: 'Partners' }],
    actions: (
      <>
        <Button variant="secondary">Export</Button>
        <Button onPress={addPartner}>Add Partner</Button>
      </>
    ),
  },
  argTypes: {
    actions: { control: false },
    breadcrumbs: { control: false },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    addPartner.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByText('Partners', { selector: '[aria-current="page"]' })).toBeVisible();
    // Tab order follows reading order: the crumb, then the page actions.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(addPartner).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { lead: undefined, breadcrumbs: undefined, actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Partners');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithBackLink: Story = {
  args: {
    title: 'Maria Lopez',
    lead: undefined,
    breadcrumbs: undefined,
    back: { href: '/travelers', label: 'Back to Travelers' },
    actions: <Button variant="danger">Delete Traveler</Button>,
  },
  play: async ({ canvas }) => {
    const back = canvas.getByRole('link', { name: 'Back to Travelers' });
    await expect(back).toHaveAttribute('href', '/travelers');
    await userEvent.tab();
    await expect(back).toHaveFocus();
  },
};

/** A table named after the page title: `titleId` puts a known id on the heading. */
export const NamesATable: Story = {
  args: { titleId: 'riders-title', title: 'Riders', lead: undefined, actions: undefined },
  render: (args) => (
    <>
      <PageHeader {...args} />
      <table aria-labelledby="riders-title">
        <tbody>
          <tr>
            <td>Jon Bike</td>
          </tr>
        </tbody>
      </table>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'riders-title');
    await expect(canvas.getByRole('table', { name: 'Riders' })).toBeVisible();
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 2, title: 'Order #ORD-1042', breadcrumbs: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order #ORD-1042' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** Phone width: the actions go under the title instead of squeezing it. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <PageHeader {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const button = canvas.getByRole('button', { name: 'Add Partner' });
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(
      heading.getBoundingClientRect().bottom,
    );
    const root = heading.closest('div')?.parentElement?.parentElement;
    await expect(root?.scrollWidth).toBeLessThanOrEqual(320);
  },
};

export const Wide: Story = {
  render: (args) => (
    <div style={{ width: 900 }}>
      <PageHeader {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const lead = canvas.getByText(/Businesses that list/);
    const button = canvas.getByRole('button', { name: 'Add Partner' });
    // Side by side: the button sits on the title block's lines, to the right of it.
    await expect(button.getBoundingClientRect().top).toBeLessThan(
      lead.getBoundingClientRect().bottom,
    );
    await expect(button.getBoundingClientRect().left).toBeGreaterThan(
      heading.getBoundingClientRect().left + 400,
    );
  },
};

export const LongText: Story = {
  args: {
    title: 'Patagonia-Outfitters-International-Travel-Gear-Collective-Warehouse-Services',
    lead: (
      <>
        Partner since 2021. Review the <Link href="/documents">uploaded documents</Link> before
        approving the application.
      </>
    ),
  },
  render: (args) => (
    <div style={{ width: 360 }}>
      <PageHeader {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { back: { href: '/partners', label: 'Back to Partners' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Partners' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  },
};
