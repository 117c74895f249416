import type { ReactNode } from 'react';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import { EmptyState } from '../EmptyState/EmptyState';
import { cx } from '../private/cx';
import * as styles from './VideoPlayer.css';

const youTubeHosts = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com'];
const idPattern = /^[\w-]{6,}$/;

/**
 * The autoplaying (muted) embed URL for a YouTube or Vimeo link, or `null` for anything else
 * (then play the URL as a file). Understands `youtube.com/watch?v=ID`, `youtu.be/ID`,
 * `youtube.com/embed/ID`, `youtube.com/shorts/ID`, `vimeo.com/ID` and
 * `player.vimeo.com/video/ID`; a YouTube start time (`t=90` or `t=1m30s`) is kept.
 */
export function videoEmbedUrl(link: string | null | undefined): string | null {
  let url: URL;
  try {
    url = new URL((link ?? '').trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);

  let youTubeId: string | undefined;
  if (host === 'youtu.be') youTubeId = parts[0];
  else if (youTubeHosts.includes(host) || host === 'www.youtube-nocookie.com') {
    if (parts[0] === 'watch') youTubeId = url.searchParams.get('v') ?? undefined;
    else if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') {
      youTubeId = parts[1];
    }
  }
  if (youTubeId) {
    if (!idPattern.test(youTubeId)) return null;
    const embed = new URL(`https://www.youtube.com/embed/${youTubeId}`);
    embed.searchParams.set('autoplay', '1');
    embed.searchParams.set('mute', '1');
    const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
    if (start) embed.searchParams.set('start', String(start));
    return embed.toString();
  }

  let vimeoId: string | undefined;
  if (host === 'vimeo.com' || host === 'www.vimeo.com') {
    vimeoId = parts.find((part) => /^\d+$/.test(part));
  } else if (host === 'player.vimeo.com' && parts[0] === 'video') {
    vimeoId = parts[1];
  }
  if (vimeoId && /^\d+$/.test(vimeoId)) {
    return `https://player.vimeo.com/video/${vimeoId}?autoplay=1&muted=1`;
  }
  return null;
}

/** `'90'`, `'90s'` or `'1m30s'` → 90; anything else → 0. */
function startSeconds(value: string | null): number {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value ?? '');
  if (!match) return 0;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

export interface VideoPlayerProps {
  /**
   * The video: a YouTube or Vimeo link (shown as an autoplaying, muted embed) or a file URL
   * (played with the browser's controls). Empty or missing shows `emptyText`.
   * @default undefined
   */
  src?: string | null;
  /**
   * Name of the embedded player (the iframe's `title`) or of the `<video>`.
   * @default 'Product video', in the kit's language
   */
  title?: string;
  /**
   * Still image shown before a file plays, e.g. the product video's thumbnail.
   * @default undefined
   */
  poster?: string;
  /**
   * Captions (WebVTT) for a file video.
   * @default undefined
   */
  captionsSrc?: string;
  /**
   * Shown when there is no video.
   * @default 'No product video available.', in the kit's language
   */
  emptyText?: ReactNode;
  /**
   * Shown inside `<video>` by browsers that cannot play it.
   * @default 'Your browser does not support the video tag.', in the kit's language
   */
  fallbackText?: string;
  /**
   * Extra class on the frame, for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * A product video in a 16:9 frame: YouTube and Vimeo links become the site's player, embedded
 * to start muted on its own (browsers only autoplay muted); any other URL plays as a file with
 * the browser's controls. No video shows 'No product video available.'.
 */
export function VideoPlayer({
  src,
  title: titleProp,
  poster,
  captionsSrc,
  emptyText,
  fallbackText,
  className,
}: VideoPlayerProps) {
  const { t } = useKitI18n();
  const title = titleProp ?? t('video.title');
  const source = src?.trim();
  if (!source) {
    return (
      <EmptyState title={emptyText ?? t('video.empty')} className={cx(styles.empty, className)} />
    );
  }
  const embed = videoEmbedUrl(source);
  return (
    <div className={cx(styles.frame, className)}>
      {embed ? (
        <iframe
          className={styles.media}
          src={embed}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      ) : (
        <video
          key={source}
          className={styles.media}
          controls
          preload="metadata"
          poster={poster}
          aria-label={title}
        >
          <source src={source} />
          {/* Without `captionsSrc` the track is empty and the browser ignores it. */}
          <track
            kind="captions"
            src={captionsSrc}
            label={t('video.captions')}
            default={Boolean(captionsSrc)}
          />
          {fallbackText ?? t('video.unsupported')}
        </video>
      )}
    </div>
  );
}
