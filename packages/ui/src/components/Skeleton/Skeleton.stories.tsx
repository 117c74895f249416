import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';
import { block, skeletonShapes } from './Skeleton.css';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { lines: 3 },
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Skeleton {...args} />
    </div>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const blocks = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLElement>(`.${block({ shape: 'text' }).split(' ')[0]}`),
];

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const lines = blocks(canvasElement);
    await expect(lines).toHaveLength(3);
    // The last line is shorter, like the end of a paragraph.
    const widths = lines.map((line) => line.offsetWidth);
    await expect(widths[2]).toBeLessThan(widths[0] ?? 0);
    // Nothing for assistive technology: no text, no roles, hidden.
    await expect(lines[0]?.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
    await expect(getComputedStyle(lines[0] as HTMLElement).animationName).not.toBe('none');
  },
};

/** The shimmer is switched off for people who ask for less motion. */
export const ReducedMotion: Story = {
  args: { lines: 1, width: '50%' },
  play: async ({ canvasElement }) => {
    const className = block({ shape: 'text' }).split(' ')[0];
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const reduced = rules.filter(
      (rule): rule is CSSMediaRule =>
        rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion'),
    );
    const stopsAnimation = reduced.some((media) =>
      [...media.cssRules].some(
        (rule) =>
          rule instanceof CSSStyleRule &&
          rule.selectorText.includes(`.${className}`) &&
          rule.style.animationName === 'none',
      ),
    );
    await expect(stopsAnimation).toBe(true);
    await expect(blocks(canvasElement)[0]?.offsetWidth).toBe(160);
  },
};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, width: 400 }}>
      <Skeleton shape="circle" width={40} />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} width="40%" />
      </div>
      <Skeleton shape="rect" width={96} height={64} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector<HTMLElement>(
      `.${block({ shape: 'circle' }).split(' ').at(-1)}`,
    );
    await expect(circle?.offsetWidth).toBe(40);
    await expect(circle?.offsetHeight).toBe(40);
    const rect = canvasElement.querySelector<HTMLElement>(
      `.${block({ shape: 'rect' }).split(' ').at(-1)}`,
    );
    await expect(rect?.offsetHeight).toBe(64);
  },
};

/** A table row while its data loads. */
export const TableRows: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, width: 480 }}>
      {[0, 1, 2].map((row) => (
        <div key={row} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          <Skeleton shape="circle" width={32} />
          <Skeleton width="30%" />
          <Skeleton width="20%" />
          <Skeleton width="15%" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
    await expect(canvasElement.textContent).toBe('');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Default.play,
};

export const ShapesDark: Story = { ...Shapes, globals: { theme: 'dark' } };

export const TableRowsDark: Story = { ...TableRows, globals: { theme: 'dark' } };
