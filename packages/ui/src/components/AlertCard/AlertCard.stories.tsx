import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { RouterProvider } from '../Link/RouterProvider';
import { RelativeTime } from '../RelativeTime/RelativeTime';
import { AlertCard } from './AlertCard';
import { alertCardTones } from './AlertCard.css';

const meta = {
  title: 'Components/AlertCard',
  component: AlertCard,
  args: {
    label: 'Pending Partner Approvals',
    value: 5,
    description: 'Needs review today',
    tone: 'warning',
    date: '2026-11-20T09:30:00Z',
  },
  argTypes: { tone: { control: 'inline-radio', options: alertCardTones } },
  render: (args) => (
    <div style={{ width: 280 }}>
      <AlertCard {...args} />
    </div>
  ),
} satisfies Meta<typeof AlertCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Pending Partner Approvals')).toBeVisible();
    await expect(canvas.getByText('5')).toBeVisible();
    await expect(canvas.getByText('Needs review today')).toBeVisible();
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('dateTime', '2026-11-20T09:30:00.000Z');
    await expect(time?.textContent).toMatch(/2026/);
  },
};

const navigate = fn();

/** A card that leads to the cases it counts: one link, the whole card its hit area. */
export const Linked: Story = {
  args: { href: '/partners?tab=pending', headingLevel: 3 },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <div style={{ width: 280 }}>
        <AlertCard {...args} />
      </div>
    </RouterProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Pending Partner Approvals' });
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(link);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // The link's hit area covers the card: a pointer on its figure is on the link.
    const figure = canvas.getByText('5').getBoundingClientRect();
    const hit = document.elementFromPoint(
      figure.x + figure.width / 2,
      figure.y + figure.height / 2,
    );
    await expect(hit).toBe(link);
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/partners?tab=pending', undefined);
    await expect(canvasElement.querySelectorAll('a')).toHaveLength(1);
  },
};

/** The panel shows three per row. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12 }}>
      {alertCardTones.map((tone) => (
        <AlertCard {...args} key={tone} tone={tone} description={`Tone ${tone}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const colours = alertCardTones.map(
      (tone) => getComputedStyle(canvas.getByText(`Tone ${tone}`)).color,
    );
    await expect(new Set(colours).size).toBe(alertCardTones.length);
  },
};

export const Minimal: Story = {
  args: { description: undefined, date: undefined, headingLevel: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Pending Partner');
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

/** A date the browser cannot parse is shown as given. */
export const TextDate: Story = {
  args: { date: 'Yesterday' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yesterday')).toBeVisible();
  },
};

/** The app passes a RelativeTime: '3d ago', the exact date on keyboard focus (and hover). */
export const RelativeDate: Story = {
  args: {
    date: <RelativeTime date="2026-11-20T09:30:00Z" now={new Date('2026-11-23T22:00:00Z')} />,
  },
  play: async ({ canvas }) => {
    const time = canvas.getByText('3d ago');
    await expect(time.tagName).toBe('TIME');
    await userEvent.tab();
    await expect(time).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(/Nov 20, 2026/);
  },
};

export const LongText: Story = {
  args: {
    label: 'Refund requests waiting for more than seventy-two hours in the Lisbon warehouse',
    description: 'Escalate-to-the-regional-operations-manager-before-the-end-of-the-week',
    tone: 'danger',
  },
  render: (args) => (
    <div style={{ width: 200 }}>
      <AlertCard {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByText(/Refund requests/).parentElement;
    await expect(card?.scrollWidth).toBeLessThanOrEqual(200);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Tones.render,
  play: Tones.play,
};

/** In French, the date is written as the kit's locale writes a medium date. */
export const French: Story = {
  globals: { locale: 'fr-FR' },
  args: {
    label: 'Partenaires à valider',
    description: 'À examiner aujourd’hui',
    date: '2026-11-20T09:30:00Z',
  },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('20 nov. 2026');
    await expect(time).toHaveAttribute('dateTime', '2026-11-20T09:30:00.000Z');
  },
};
