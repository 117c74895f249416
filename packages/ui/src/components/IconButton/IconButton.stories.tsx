import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button/Button.css';
import { CloseGlyph, SearchGlyph } from '../private/icons';
import { IconButton } from './IconButton';
import { iconButtonShapes } from './IconButton.css';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Close', children: <CloseGlyph />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    shape: { control: 'inline-radio', options: iconButtonShapes },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    // The icon is decoration; the aria-label is the whole name.
    await expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button.offsetWidth).toBe(button.offsetHeight);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <IconButton {...args} key={variant} variant={variant} aria-label={`Search ${variant}`}>
          <SearchGlyph />
        </IconButton>
      ))}
    </div>
  ),
  play: async ({ canvas, args }) => {
    for (const variant of buttonVariants) {
      await userEvent.click(canvas.getByRole('button', { name: `Search ${variant}` }));
    }
    await expect(args.onPress).toHaveBeenCalledTimes(buttonVariants.length);
  },
};

export const SizesAndShapes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      {iconButtonShapes.flatMap((shape) =>
        buttonSizes.map((size) => (
          <IconButton
            {...args}
            key={`${shape}-${size}`}
            variant="secondary"
            size={size}
            shape={shape}
            aria-label={`Close ${shape} ${size}`}
          />
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    const sides = buttonSizes.map(
      (size) => canvas.getByRole('button', { name: `Close square ${size}` }).offsetWidth,
    );
    await expect(sides).toEqual([...sides].sort((a, b) => a - b));
    await expect(new Set(sides).size).toBe(buttonSizes.length);
    const circle = canvas.getByRole('button', { name: 'Close circle md' });
    await expect(getComputedStyle(circle).borderRadius).not.toBe(
      getComputedStyle(canvas.getByRole('button', { name: 'Close square md' })).borderRadius,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  render: function Render(args) {
    const [isPending, setIsPending] = useState(false);
    return (
      <IconButton
        {...args}
        aria-label="Refresh"
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
    const button = canvas.getByRole('button', { name: 'Refresh' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // RAC announces the pending state through a live region on <body> pointing at the button;
    // it outlives the story and, left behind, would fail the next story's axe run.
    const announcement = await waitFor(() => {
      const node = document.querySelector(`[aria-live] [aria-labelledby~="${button.id}"]`);
      if (!node) throw new Error('pending state was not announced');
      return node;
    });
    announcement.remove();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Variants.render,
  play: Variants.play,
};
