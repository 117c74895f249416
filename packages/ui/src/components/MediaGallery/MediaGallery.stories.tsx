import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MediaGallery } from './MediaGallery';
import { loadImagePreview } from '../ImagePreview/ImagePreview';
import { preload } from '../../storybook/preload';

// Inline images: the test browser has no network.
const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${fill}"/><path d="M12 10h16l4 6-5 2v12H13V18l-5-2z" fill="#fff"/></svg>`,
  )}`;
const images = [
  { src: picture('#0a5bb5'), alt: 'Merino hoodie, front' },
  { src: picture('#157239'), alt: 'Merino hoodie, back' },
  { src: picture('#8a5300'), alt: 'Merino hoodie, packed' },
];

const meta = {
  title: 'Components/MediaGallery',
  component: MediaGallery,
  // The lazily loaded parts are there before the story renders: a cold cache too.
  loaders: [preload(loadImagePreview)],
  parameters: { docs: { story: { inline: false, height: '520px' } } },
  args: { images, onSelectionChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <MediaGallery {...args} />
    </div>
  ),
} satisfies Meta<typeof MediaGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const main = canvas.getByRole('button', { name: 'View full size: Merino hoodie, front' });
    await expect(main.querySelector('img')).toHaveAttribute('src', images[0]!.src);
    const list = canvas.getByRole('listbox', { name: 'Product images' });
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(options[2]!);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(2);
    await expect(
      canvas.getByRole('button', { name: 'View full size: Merino hoodie, packed' }),
    ).toBeVisible();
  },
};

/** Tab into the strip; the arrow keys, Home and End choose, and the large image follows. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    const options = canvas.getAllByRole('option');
    await expect(options[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(options[1]).toHaveFocus();
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: /Merino hoodie, back/ })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{Home}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(0);
  },
};

export const OpensFullSize: Story = {
  args: { defaultSelectedIndex: 1 },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('button', { name: 'View full size: Merino hoodie, back' });
    await userEvent.click(main);
    const dialog = await screen.findByRole('dialog', { name: 'Merino hoodie, back' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(main).toHaveFocus());
    // From the keyboard too; the focus ring shows on the large image once a key was pressed.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Merino hoodie, back' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(main).toHaveFocus());
    await waitFor(() => expect(main).toHaveAttribute('data-focus-visible'));
  },
};

export const SingleImageNoPreview: Story = {
  args: { images: images.slice(0, 1), allowsPreview: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Merino hoodie, front' })).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No images available.')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  },
};
