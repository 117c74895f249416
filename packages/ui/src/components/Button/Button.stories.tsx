import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <Button {...args} key={variant} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas, args }) => {
    for (const variant of buttonVariants) {
      await userEvent.click(canvas.getByRole('button', { name: variant }));
    }
    await expect(args.onPress).toHaveBeenCalledTimes(buttonVariants.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {buttonSizes.map((size) => (
        <Button {...args} key={size} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = buttonSizes.map(
      (size) => canvas.getByRole('button', { name: `Size ${size}` }).offsetHeight,
    );
    await expect(heights).toEqual([...heights].sort((a, b) => a - b));
    await expect(new Set(heights).size).toBe(buttonSizes.length);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Saving' },
  play: async ({ canvas, args }) => {
    // Still focusable, so a keyboard user does not lose their place while it works.
    const button = canvas.getByRole('button', { name: 'Save changes Saving' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Pressing starts the work; focus stays on the button, which now reports it is busy. */
export const PendingAfterPress: Story = {
  render: function Render(args) {
    const [isPending, setIsPending] = useState(false);
    return (
      <Button
        {...args}
        isPending={isPending}
        onPress={(event) => {
          args.onPress?.(event);
          setIsPending(true);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const button = canvas.getByRole('button', { name: 'Save changes Loading' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);

    // RAC announces through a live region on <body> that points at the button by id.
    const announcement = await waitFor(() => {
      const node = document.querySelector(`[aria-live] [aria-labelledby="${button.id}"]`);
      if (!node) throw new Error('pending state was not announced');
      return node;
    });
    // The announcement outlives the story by seconds, pointing at a button that will be gone;
    // left behind, it would fail the next story's axe run.
    announcement.remove();
  },
};

export const LongText: Story = {
  args: { children: 'Publish every listing in the Patagonia winter capsule collection now' },
  render: (args) => (
    <div style={{ width: 240 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Patagonia/ });
    await expect(button.offsetWidth).toBeLessThanOrEqual(240);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save changes' }).offsetWidth).toBe(320);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Variants.render,
  play: Variants.play,
};
