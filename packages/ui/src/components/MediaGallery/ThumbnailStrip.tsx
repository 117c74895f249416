import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { focusShowsRing, listenForModality } from '../private/focus-modality';
import type { MediaGalleryImage } from './MediaGallery';
import * as styles from './MediaGallery.css';

/** Keys that choose another thumbnail, to its index; the row does not wrap around. */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => Math.min(count - 1, index + 1),
  ArrowLeft: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

const rtlKeys: Record<string, string> = { ArrowRight: 'ArrowLeft', ArrowLeft: 'ArrowRight' };

/**
 * The thumbnails as a single-select listbox (the WAI-ARIA listbox pattern, horizontal): one Tab
 * stop on the chosen picture, the arrow keys (Home/End) move and choose, a click chooses.
 */
export function ThumbnailStrip({
  images,
  label,
  selectedIndex,
  onSelect,
}: {
  images: readonly MediaGalleryImage[];
  label: string;
  selectedIndex: number;
  onSelect: (index: number) => void;
}) {
  const options = useRef<(HTMLDivElement | null)[]>([]);
  const [hovered, setHovered] = useState<number | null>(null);
  const [focusVisible, setFocusVisible] = useState<number | null>(null);
  useEffect(listenForModality, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const move = moves[(isRtl && rtlKeys[event.key]) || event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = move(index, images.length);
    setFocusVisible(next);
    options.current[next]?.focus();
    if (next !== selectedIndex) onSelect(next);
  };

  return (
    <div
      role="listbox"
      aria-label={label}
      aria-orientation="horizontal"
      className={styles.thumbnails}
    >
      {images.map((image, index) => (
        <div
          key={index}
          ref={(element) => {
            options.current[index] = element;
          }}
          role="option"
          aria-selected={index === selectedIndex}
          tabIndex={index === selectedIndex ? 0 : -1}
          className={styles.thumbnail}
          data-selected={index === selectedIndex || undefined}
          data-hovered={hovered === index || undefined}
          data-focus-visible={focusVisible === index || undefined}
          onClick={() => {
            if (index !== selectedIndex) onSelect(index);
          }}
          onKeyDown={(event) => onKeyDown(event, index)}
          onPointerEnter={(event) => {
            if (event.pointerType !== 'touch') setHovered(index);
          }}
          onPointerLeave={() => setHovered((now) => (now === index ? null : now))}
          onFocus={() => setFocusVisible(focusShowsRing() ? index : null)}
          onBlur={() => setFocusVisible((now) => (now === index ? null : now))}
        >
          <img
            className={styles.thumbnailImage}
            src={image.thumbnailSrc ?? image.src}
            alt={image.alt}
          />
        </div>
      ))}
    </div>
  );
}
