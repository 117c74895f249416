import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VideoPlayer, videoEmbedUrl } from './VideoPlayer';

const meta = {
  title: 'Components/VideoPlayer',
  component: VideoPlayer,
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <VideoPlayer {...args} />
    </div>
  ),
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Embeds only get a URL in the tests: the test browser has no network, so nothing loads. */
export const YouTube: Story = {
  args: { src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', title: 'Merino hoodie video' },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', 'Merino hoodie video');
    await expect(frame.getAttribute('allow')).toContain('autoplay');
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&start=42',
    );
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

export const Vimeo: Story = {
  args: { src: 'https://vimeo.com/76979871' },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', 'Product video');
    await expect(frame).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1&muted=1',
    );
  },
};

/** An uploaded file plays with the browser's controls; old browsers get the fallback text. */
export const File: Story = {
  args: { src: '/storage/products/videos/hoodie.mp4', poster: undefined },
  play: async ({ canvas, canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName('Product video');
    await expect(video.querySelector('source')).toHaveAttribute(
      'src',
      '/storage/products/videos/hoodie.mp4',
    );
    await expect(video).toHaveTextContent('Your browser does not support the video tag.');
    await expect(canvas.queryByText('No product video available.')).toBeNull();
  },
};

export const NoVideo: Story = {
  args: { src: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No product video available.')).toBeVisible();
    await expect(canvasElement.querySelector('iframe, video')).toBeNull();
  },
};

/** The pure helper behind the embed, on the link shapes partners paste. */
export const EmbedUrlHelper: Story = {
  args: { src: '  ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No product video available.')).toBeVisible();
    const youTube = 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1';
    await expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(youTube);
    await expect(videoEmbedUrl('https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ')).toBe(
      youTube,
    );
    await expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(youTube);
    await expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=1m30s')).toBe(`${youTube}&start=90`);
    await expect(videoEmbedUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe(youTube);
    await expect(videoEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(youTube);
    await expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&muted=1',
    );
    await expect(videoEmbedUrl('https://vimeo.com/channels/staffpicks/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&muted=1',
    );
    await expect(videoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&muted=1',
    );
    // Not a video site, or no id: played as a file (null).
    await expect(videoEmbedUrl('https://cdn.example.com/hoodie.mp4')).toBeNull();
    await expect(videoEmbedUrl('https://www.youtube.com/')).toBeNull();
    await expect(videoEmbedUrl('https://notyoutube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    await expect(videoEmbedUrl('javascript:alert(1)')).toBeNull();
    await expect(videoEmbedUrl('/storage/videos/a.mp4')).toBeNull();
    await expect(videoEmbedUrl(null)).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { src: undefined },
  play: NoVideo.play,
};

/** In Arabic, right to left: the empty state and the player's name are the kit's words. */
export const Arabic: Story = {
  globals: { locale: 'ar-AE' },
  args: { src: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('لا يوجد فيديو لهذا المنتج.')).toBeVisible();
    await expect(canvasElement.querySelector('iframe, video')).toBeNull();
  },
};

/** In French, a file video is named and captioned in the kit's language. */
export const FrenchFile: Story = {
  globals: { locale: 'fr-FR' },
  args: { src: '/storage/products/videos/hoodie.mp4', poster: undefined },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAccessibleName('Vidéo du produit');
    await expect(video.querySelector('track')).toHaveAttribute('label', 'Sous-titres');
    await expect(video).toHaveTextContent('Votre navigateur ne peut pas lire cette vidéo.');
  },
};
