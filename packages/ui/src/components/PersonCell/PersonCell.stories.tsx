import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PersonCell } from './PersonCell';
import { personCellSizes } from './PersonCell.css';

// Inline images: the test browser has no network.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#6aa9ff"/><circle cx="20" cy="16" r="7" fill="#fff"/><path d="M6 40c2-9 8-13 14-13s12 4 14 13z" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'Components/PersonCell',
  component: PersonCell,
  args: { name: 'Maria Lopez', secondary: 'maria.lopez@example.com', src: photo },
  argTypes: {
    size: { control: 'inline-radio', options: personCellSizes },
  },
} satisfies Meta<typeof PersonCell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Maria Lopez')).toBeVisible();
    await expect(canvas.getByText('maria.lopez@example.com')).toBeVisible();
    // The photo is decorative: the name beside it is read once, not twice.
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(canvas.queryByRole('img')).toBeNull();
    await waitFor(() => expect(image?.naturalWidth).toBeGreaterThan(0));
  },
};

export const Initials: Story = {
  args: { src: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ML')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const NameOnly: Story = {
  args: { secondary: undefined, src: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Maria Lopez')).toBeVisible();
    await expect(canvas.queryByText(/@/)).toBeNull();
  },
};

/**
 * A narrow column: the name wraps onto at most two lines, the long email is cut with an ellipsis
 * on one line, and both are kept whole as tooltips.
 */
export const LongEmail: Story = {
  args: {
    name: 'Maximiliano Fernández de la Cruz Villanueva',
    secondary: 'maximiliano.fernandez.delacruz.villanueva@patagonia-outfitters.example.com',
  },
  render: (args) => (
    <div style={{ width: 220 }}>
      <PersonCell {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const email = canvas.getByText(/^maximiliano\.fernandez/);
    const name = canvas.getByText(/^Maximiliano Fernández/);
    const lineHeight = parseFloat(getComputedStyle(email).lineHeight);
    await expect(email.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight + 1);
    await expect(email.scrollHeight).toBeGreaterThan(email.clientHeight);
    await expect(email).toHaveAttribute('title', args.secondary);
    const nameLine = parseFloat(getComputedStyle(name).lineHeight);
    // One line each (D63), the rest cut; the whole name is in the title.
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(nameLine + 1);
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight);
    await expect(name).toHaveAttribute('title', args.name);
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(
      (name.closest('div')?.getBoundingClientRect().right ?? 0) + 0.5,
    );
  },
};

export const Medium: Story = {
  args: { size: 'md' },
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('img')?.parentElement;
    // 'md' matches the medium control height (2.5rem).
    await expect(avatar?.getBoundingClientRect().height).toBe(40);
  },
};

export const Small: Story = {
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('img')?.parentElement;
    await expect(avatar?.getBoundingClientRect().height).toBe(32);
  },
};

export const AsLink: Story = {
  args: { href: '/travelers/profile/7' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Maria Lopez' });
    await expect(link).toHaveAttribute('href', '/travelers/profile/7');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { src: undefined },
  play: Initials.play,
};
