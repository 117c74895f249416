import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../components/Button';
import { Notice } from '../components/Notice';
import { Pagination } from '../components/Pagination';
import { StatusBadge } from '../components/StatusBadge';
import { TextField } from '../components/TextField';
import { fjordTokens } from './brands/fjord-tokens';
import { themeContrastProblems } from './contrast';

/**
 * A partner's brand theme, made with `createTheme` from the kit's tokens (theme/brands): its
 * accent, surfaces and corners restyle every component, and its colours pass the same WCAG AA
 * check as the kit's own themes (contrast.test.ts).
 */
const meta = {
  title: 'Foundations/Brand theme',
  globals: { theme: 'fjord' },
  args: { onSave: fn() },
  render: ({ onSave }) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      <Notice tone="success" title="Listing published">
        Travelers can rent the Rain shell from today.
      </Notice>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button variant="primary" onPress={onSave}>
          Save listing
        </Button>
        <Button variant="secondary">Preview</Button>
        <Button variant="danger">Delete</Button>
        <StatusBadge status="Active" />
        <StatusBadge status="Pending" />
      </div>
      <TextField label="Product name" defaultValue="Rain shell" />
      <Pagination total={42} />
    </div>
  ),
} satisfies Meta<{ onSave: () => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

export const Fjord: Story = {
  play: async ({ canvas, args }) => {
    await expect(themeContrastProblems(fjordTokens)).toEqual([]);
    const save = canvas.getByRole('button', { name: 'Save listing' });
    await expect(getComputedStyle(save).backgroundColor).toBe(rgb(fjordTokens.color.primary));
    await expect(getComputedStyle(save).borderTopLeftRadius).toBe(fjordTokens.radius.md);
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** The brand in Arabic, right to left: the theme and the direction are independent. */
export const FjordArabic: Story = {
  globals: { theme: 'fjord', locale: 'ar-AE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'ترقيم الصفحات' })).toBeVisible();
    await expect(document.documentElement.dir).toBe('rtl');
  },
};
