import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Avatar, initialsOf } from './Avatar';
import { avatarSizes } from './Avatar.css';

// Inline images: the test browser has no network.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#6aa9ff"/><circle cx="20" cy="16" r="7" fill="#fff"/><path d="M6 40c2-9 8-13 14-13s12 4 14 13z" fill="#fff"/></svg>',
)}`;
const broken = 'data:image/png;base64,not-an-image';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Maria Lopez', src: photo },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Maria Lopez' });
    await expect(image.tagName).toBe('IMG');
    // Off-screen avatars in long lists wait until scrolled near, and decode off the main thread.
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

export const BrokenImageShowsInitials: Story = {
  args: { src: broken },
  play: async ({ canvas }) => {
    const avatar = await waitFor(() => {
      const node = canvas.getByRole('img', { name: 'Maria Lopez' });
      if (node.tagName === 'IMG') throw new Error('still the broken image');
      return node;
    });
    await expect(avatar).toHaveTextContent('ML');
    await expect(avatar).toHaveAttribute('data-fallback', 'initials');
  },
};

export const NoImage: Story = {
  args: { src: undefined, name: 'Jo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Jo' })).toHaveTextContent('J');
    await expect(initialsOf('  maria  da  silva ')).toBe('MS');
    await expect(initialsOf('Élodie')).toBe('É');
    await expect(initialsOf('')).toBe('');
  },
};

/** Neither picture nor name: a person glyph, named 'User' as in the header's fallback. */
export const Placeholder: Story = {
  args: { src: null, name: undefined },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'User' });
    await expect(avatar).toHaveAttribute('data-fallback', 'glyph');
    await expect(avatar.querySelector('svg')).toBeVisible();
  },
};

/** Next to the written name, the avatar is hidden from assistive technology. */
export const Decorative: Story = {
  args: { alt: '' },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Avatar {...args} src={broken} />
      <span>Maria Lopez</span>
    </div>
  ),
  play: async ({ canvas }) => {
    // Falls back to initials, still hidden from assistive technology.
    await expect(await canvas.findByText('ML')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A new `src` gets its own try after an earlier one failed. */
export const RecoversOnNewSrc: Story = {
  render: function Render(args) {
    const [src, setSrc] = useState(broken);
    return (
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Avatar {...args} src={src} />
        <button type="button" onClick={() => setSrc(photo)}>
          Upload photo
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Maria Lopez' }).tagName).toBe('SPAN'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Upload photo' }));
    await expect(canvas.getByRole('img', { name: 'Maria Lopez' }).tagName).toBe('IMG');
  },
};

export const Sizes: Story = {
  args: { src: undefined },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      {avatarSizes.map((size) => (
        <Avatar {...args} key={size} size={size} alt={`Maria Lopez ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = avatarSizes.map(
      (size) => canvas.getByRole('img', { name: `Maria Lopez ${size}` }).offsetWidth,
    );
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(new Set(widths).size).toBe(avatarSizes.length);
  },
};

export const LongText: Story = {
  args: { src: undefined, name: 'Maximiliano Alejandro de la Cruz Fernández-Villaverde' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: /Maximiliano/ });
    await expect(avatar).toHaveTextContent('MF');
    await expect(avatar.offsetWidth).toBe(avatar.offsetHeight);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Sizes.render,
  args: Sizes.args,
  play: Sizes.play,
};

/** In French, the unnamed placeholder is named in the kit's language. */
export const FrenchPlaceholder: Story = {
  globals: { locale: 'fr-FR' },
  args: { src: null, name: undefined },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Utilisateur' });
    await expect(avatar).toHaveAttribute('data-fallback', 'glyph');
  },
};
