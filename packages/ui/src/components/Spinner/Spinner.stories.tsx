import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';
import { spinnerSizes } from './Spinner.css';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: 'Loading' });
    // Indeterminate: no value for a screen reader to read out as "0 percent".
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    await expect(getComputedStyle(spinner).animationName).not.toBe('none');
  },
};

export const CustomLabel: Story = {
  args: { 'aria-label': 'Loading orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading orders' })).toBeVisible();
  },
};

/** Next to text that already says what is loading, the spinner is hidden from assistive tech. */
export const Decorative: Story = {
  args: { isDecorative: true },
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Spinner {...args} size="sm" /> Searching...
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    const ring = canvasElement.querySelector('[data-decorative]');
    await expect(ring).toHaveAttribute('aria-hidden', 'true');
    await expect(ring).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      {spinnerSizes.map((size) => (
        <Spinner {...args} key={size} size={size} aria-label={`Loading ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = spinnerSizes.map(
      (size) => canvas.getByRole('progressbar', { name: `Loading ${size}` }).offsetWidth,
    );
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(new Set(widths).size).toBe(spinnerSizes.length);
  },
};

/** Still turns with reduced motion (an unmoving ring reads as "stuck"), just four times slower. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Sizes.render,
  play: Sizes.play,
};
