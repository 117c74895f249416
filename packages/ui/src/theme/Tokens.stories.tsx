import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from './contract.css';
import * as styles from './Tokens.css';

/** The design tokens as the current theme resolves them; components use nothing else. */
const meta = {
  title: 'Foundations/Tokens',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const entries = (group: Record<string, string>) => Object.entries(group);

/** Every swatch must resolve to a real colour: a token a theme forgot renders transparent. */
const expectAllResolved = async (canvasElement: HTMLElement, count: number) => {
  const swatches = [...canvasElement.querySelectorAll<HTMLElement>(`.${styles.swatch}`)];
  await expect(swatches).toHaveLength(count);
  for (const swatch of swatches) {
    await expect(getComputedStyle(swatch).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  }
};

export const Colour: Story = {
  render: () => (
    <ul className={styles.list}>
      {entries(vars.color).map(([name, value]) => (
        <li key={name} className={styles.row}>
          <span className={styles.swatch} style={{ backgroundColor: value }} />
          <span className={styles.name}>color.{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: ({ canvasElement }) => expectAllResolved(canvasElement, entries(vars.color).length),
};

export const ColourDark: Story = {
  ...Colour,
  globals: { theme: 'dark' },
};

export const Typography: Story = {
  render: () => (
    <ul className={styles.list} style={{ gridTemplateColumns: '1fr' }}>
      {entries(vars.fontSize).map(([size, fontSize]) => (
        <li key={size} style={{ fontSize, lineHeight: vars.lineHeight.tight }}>
          fontSize.{size}: Merino travel hoodie
        </li>
      ))}
      {entries(vars.fontWeight).map(([weight, fontWeight]) => (
        <li key={weight} style={{ fontWeight }}>
          fontWeight.{weight}: Packs down to the size of a grapefruit
        </li>
      ))}
      <li style={{ fontFamily: vars.font.mono }}>font.mono: SKU-20931</li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const sizes = entries(vars.fontSize).map(([size]) =>
      parseFloat(getComputedStyle(canvas.getByText(new RegExp(`^fontSize.${size}:`))).fontSize),
    );
    await expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  },
};

export const Spacing: Story = {
  render: () => (
    <ul className={styles.list} style={{ gridTemplateColumns: '1fr' }}>
      {entries(vars.space).map(([step, width]) => (
        <li key={step} className={styles.row}>
          <span className={styles.name} style={{ width: '6rem' }}>
            space.{step}
          </span>
          <span className={styles.bar} style={{ width }} data-testid="space" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const widths = canvas.getAllByTestId('space').map((bar) => bar.offsetWidth);
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
  },
};

export const RadiusAndShadow: Story = {
  render: () => (
    <ul className={styles.list}>
      {entries(vars.radius).map(([radius, borderRadius]) => (
        <li key={radius} className={styles.row}>
          <span className={styles.card} style={{ borderRadius }} />
          <span className={styles.name}>radius.{radius}</span>
        </li>
      ))}
      {entries(vars.shadow).map(([shadow, boxShadow]) => (
        <li key={shadow} className={styles.row}>
          <span className={styles.card} style={{ boxShadow }} data-testid="shadow" />
          <span className={styles.name}>shadow.{shadow}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const card of canvas.getAllByTestId('shadow')) {
      await expect(getComputedStyle(card).boxShadow).not.toBe('none');
    }
  },
};

export const ShadowDark: Story = {
  ...RadiusAndShadow,
  globals: { theme: 'dark' },
};

/** The example partner brand: every token filled in from the same contract. */
export const ColourBrand: Story = {
  ...Colour,
  globals: { theme: 'fjord' },
};
