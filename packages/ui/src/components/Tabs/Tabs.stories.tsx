import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './index';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Partner status">
        <Tab id="approved" count={12}>
          Approved
        </Tab>
        <Tab id="pending" count={3}>
          Pending
        </Tab>
        <Tab id="suspended" count={0}>
          Suspended
        </Tab>
      </TabList>
      <TabPanel id="approved">Approved partners</TabPanel>
      <TabPanel id="pending">Pending partners</TabPanel>
      <TabPanel id="suspended">Suspended partners</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const approved = canvas.getByRole('tab', { name: 'Approved 12' });
    await expect(approved).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Approved partners');
    await userEvent.click(canvas.getByRole('tab', { name: 'Pending 3' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('pending');
    await expect(canvas.getByRole('tabpanel', { name: 'Pending 3' })).toHaveTextContent(
      'Pending partners',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const approved = canvas.getByRole('tab', { name: 'Approved 12' });
    await expect(approved).toHaveFocus();
    // Roving focus: only the selected tab is a Tab stop, and it names its panel.
    await expect(approved).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('tab', { name: 'Pending 3' })).toHaveAttribute('tabindex', '-1');
    await expect(approved).toHaveAttribute('aria-controls', canvas.getByRole('tabpanel').id);
    await userEvent.keyboard('{ArrowRight}');
    const pending = canvas.getByRole('tab', { name: 'Pending 3' });
    await expect(pending).toHaveFocus();
    await expect(pending).toHaveAttribute('aria-selected', 'true');
    await expect(pending).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('tabpanel', { name: 'Pending 3' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Suspended 0' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Wraps around from the last to the first.
    await userEvent.keyboard('{ArrowRight}');
    await expect(approved).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{Home}');
    await expect(approved).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** The app keeps the tab in the URL: `selectedKey` in, `onSelectionChange` out. */
export const Controlled: Story = {
  render: function Render(args) {
    const [tab, setTab] = useState<Key>('pending');
    return (
      <div>
        <Tabs
          {...args}
          selectedKey={tab}
          onSelectionChange={(key) => {
            args.onSelectionChange?.(key);
            setTab(key);
          }}
        >
          <TabList aria-label="Orders">
            <Tab id="assigned" count={8}>
              Assigned
            </Tab>
            <Tab id="pending" count={2}>
              Pending
            </Tab>
          </TabList>
          {/* One table for every tab, filtered by it. */}
          <TabPanel id={String(tab)}>Orders: {String(tab)}</TabPanel>
        </Tabs>
        <button type="button" onClick={() => setTab('assigned')}>
          Back to assigned
        </button>
      </div>
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Pending 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Back to assigned' }));
    await expect(canvas.getByRole('tab', { name: 'Assigned 8' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Orders: assigned');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Pending 2' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('pending');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Orders: pending');
  },
};

export const WithoutCounts: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Settings">
        <Tab id="personal">Personal Information</Tab>
        <Tab id="password">Password</Tab>
        <Tab id="2fa">2FA Verification</Tab>
      </TabList>
      <TabPanel id="personal">Name and photo</TabPanel>
      <TabPanel id="password">Change password</TabPanel>
      <TabPanel id="2fa">Recovery codes</TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Password' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Change password');
  },
};

export const Disabled: Story = {
  args: { disabledKeys: ['suspended'] },
  play: async ({ canvas }) => {
    const suspended = canvas.getByRole('tab', { name: 'Suspended 0' });
    await expect(suspended).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(suspended, { pointerEventsCheck: 0 });
    await expect(suspended).toHaveAttribute('aria-selected', 'false');
    // Arrow keys skip it.
    await userEvent.click(canvas.getByRole('tab', { name: 'Pending 3' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Approved 12' })).toHaveFocus();
  },
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <Tabs {...args}>
        <TabList aria-label="Partner sections">
          <Tab id="details">Business and verification details</Tab>
          <Tab id="products" count={1284}>
            Products listed this season
          </Tab>
          <Tab id="orders" count={9321}>
            Orders
          </Tab>
        </TabList>
        <TabPanel id="details">Details</TabPanel>
        <TabPanel id="products">Products</TabPanel>
        <TabPanel id="orders">Orders</TabPanel>
      </Tabs>
    </div>
  ),
  play: async ({ canvas }) => {
    // Tabs keep one line and the list scrolls sideways rather than overflowing the page.
    const list = canvas.getByRole('tablist');
    await expect(list.offsetWidth).toBeLessThanOrEqual(320);
    await userEvent.click(canvas.getByRole('tab', { name: 'Business and verification details' }));
    await userEvent.keyboard('{End}');
    const orders = canvas.getByRole('tab', { name: 'Orders 9321' });
    await expect(orders).toHaveFocus();
    // The focused tab is scrolled into view.
    await waitFor(() =>
      expect(orders.getBoundingClientRect().right).toBeLessThanOrEqual(
        list.getBoundingClientRect().right + 1,
      ),
    );
  },
};

/**
 * Phone width (390 px, the settings screen's tabs): the row scrolls sideways, and the edge with
 * more tabs behind it fades under an arrow, so a cut-off row is seen to go on.
 */
export const Phone: Story = {
  render: (args) => (
    <div style={{ width: 358 }}>
      <Tabs {...args}>
        <TabList aria-label="Settings">
          <Tab id="personal">Personal Information</Tab>
          <Tab id="password">Change Password</Tab>
          <Tab id="2fa">2FA Verification</Tab>
        </TabList>
        <TabPanel id="personal">Name and photo</TabPanel>
        <TabPanel id="password">Change password</TabPanel>
        <TabPanel id="2fa">Recovery codes</TabPanel>
      </Tabs>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('tablist');
    const frame = list.parentElement!;
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // The cue follows the row's size once observed, after the first paint: wait for it.
    await waitFor(() => expect(frame).toHaveAttribute('data-overflow-end'));
    await expect(frame).not.toHaveAttribute('data-overflow-start');
    // The arrows are pictures for the eye, not controls for assistive technology.
    for (const arrow of canvasElement.querySelectorAll('[aria-hidden="true"]'))
      await expect(arrow).not.toHaveAccessibleName();
    // A mouse can click the end arrow to see the rest; the row does not wrap or grow the page.
    await userEvent.click(frame.lastElementChild!);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(frame).toHaveAttribute('data-overflow-start'));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: '2FA Verification' });
    await expect(last).toHaveFocus();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: '2FA Verification' })).toHaveTextContent(
      'Recovery codes',
    );
    await waitFor(() => expect(frame).toHaveAttribute('data-overflow-start'));
    await waitFor(() => expect(frame).not.toHaveAttribute('data-overflow-end'));
  },
};

/** A tab chosen from the URL that lies past the edge is scrolled into view at first paint. */
export const PhoneStartsOnLastTab: Story = {
  args: { defaultSelectedKey: '2fa' },
  render: Phone.render,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    const last = canvas.getByRole('tab', { name: '2FA Verification' });
    await expect(last).toHaveAttribute('tabindex', '0');
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
      list.getBoundingClientRect().right + 1,
    );
    await waitFor(() => expect(list.parentElement).toHaveAttribute('data-overflow-start'));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};
