import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from './RouterProvider';
import { expect, fn, userEvent } from 'storybook/test';
import { buttonVariants } from '../Button/Button.css';
import { Link } from './Link';
import { linkVariants } from './Link.css';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#travelers', children: 'View all travelers' },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    buttonVariant: { control: 'inline-radio', options: [undefined, ...buttonVariants] },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      Travelers sign up from the app. <Link {...args} /> to review new accounts.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View all travelers' });
    await expect(link).toHaveAttribute('href', '#travelers');
    // Inside text a link is underlined, not told apart by colour alone.
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {linkVariants.map((variant) => (
        <Link {...args} key={variant} variant={variant}>
          {variant}
        </Link>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of linkVariants) {
      await expect(canvas.getByRole('link', { name: variant })).toBeVisible();
    }
  },
};

const navigate = fn();

/**
 * The app wraps its tree once in RouterProvider; links then navigate through the router instead
 * of reloading the page. Here `navigate` is a spy.
 */
export const WithRouter: Story = {
  args: { href: '/partners/add-partner', children: 'Add Partner', buttonVariant: 'primary' },
  render: function Render(args) {
    return (
      <RouterProvider navigate={navigate}>
        <Link {...args} />
      </RouterProvider>
    );
  },
  play: async ({ canvas }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Add Partner' });
    await expect(link).toHaveAttribute('href', '/partners/add-partner');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/partners/add-partner', undefined);
    // And from the keyboard.
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

export const NewTab: Story = {
  args: { href: 'https://example.com/documents/42', target: '_blank', children: 'View' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, onPress: fn() },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'View all travelers' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { onPress: fn(), href: undefined, children: 'Back to Login', variant: 'standalone' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Back to Login' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    children:
      'Read the partner onboarding checklist for the Lisbon and Porto warehouses before approving',
    variant: 'standalone',
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <Link {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link').getBoundingClientRect().width).toBeLessThanOrEqual(240);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Variants.render,
  play: Variants.play,
};
