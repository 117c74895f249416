import { useState, type ReactNode } from 'react';
import { Button as RACButton, ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { EmptyState } from '../EmptyState/EmptyState';
import { ImagePreview } from '../ImagePreview/ImagePreview';
import { cx } from '../private/cx';
import { useControllableState } from '../private/use-controllable-state';
import * as styles from './MediaGallery.css';

/** One picture of the gallery. */
export interface MediaGalleryImage {
  /** The image's URL. */
  src: string;
  /** Text alternative, e.g. 'Merino hoodie, back'. */
  alt: string;
  /**
   * Smaller version for the thumbnail strip.
   * @default src
   */
  thumbnailSrc?: string;
}

export interface MediaGalleryProps {
  /** The pictures, in order; the first is shown first. */
  images: readonly MediaGalleryImage[];
  /**
   * Name of the thumbnail list.
   * @default 'Product images'
   */
  label?: string;
  /**
   * Index of the image shown large, controlled.
   * @default undefined
   */
  selectedIndex?: number;
  /**
   * Index shown first when uncontrolled.
   * @default 0
   */
  defaultSelectedIndex?: number;
  /**
   * Called with the index of the newly chosen image.
   * @default undefined
   */
  onSelectionChange?: (index: number) => void;
  /**
   * Make the large image a button that opens it full size (`ImagePreview`).
   * @default true
   */
  allowsPreview?: boolean;
  /**
   * Shown when there are no images.
   * @default 'No images available.'
   */
  emptyText?: ReactNode;
  /**
   * Extra class on the wrapper, for layout.
   * @default undefined
   */
  className?: string;
}

/**
 * A product's pictures: one large image above a strip of thumbnails. The strip is a listbox:
 * Tab into it, the arrow keys (or Home/End) choose, and the large image follows. The large
 * image opens full size on press.
 */
export function MediaGallery({
  images,
  label = 'Product images',
  selectedIndex,
  defaultSelectedIndex = 0,
  onSelectionChange,
  allowsPreview = true,
  emptyText = 'No images available.',
  className,
}: MediaGalleryProps) {
  const [index, setIndex] = useControllableState(
    selectedIndex,
    defaultSelectedIndex,
    onSelectionChange,
  );
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  if (images.length === 0) {
    return <EmptyState title={emptyText} className={cx(styles.empty, className)} />;
  }
  const current = Math.min(Math.max(index, 0), images.length - 1);
  const shown = images[current]!;
  const onSelect = (keys: Selection) => {
    if (keys === 'all') return;
    const [key] = keys;
    if (key !== undefined) setIndex(Number(key));
  };

  return (
    <div className={cx(styles.gallery, className)}>
      {allowsPreview ? (
        <>
          <RACButton
            className={styles.mainButton}
            aria-label={`View full size: ${shown.alt}`}
            onPress={() => setPreviewOpen(true)}
          >
            <img className={styles.mainImage} src={shown.src} alt="" />
          </RACButton>
          <ImagePreview
            src={shown.src}
            alt={shown.alt}
            isOpen={isPreviewOpen}
            onOpenChange={setPreviewOpen}
          />
        </>
      ) : (
        <div className={styles.main}>
          <img className={styles.mainImage} src={shown.src} alt={shown.alt} />
        </div>
      )}
      {images.length > 1 && (
        <ListBox
          aria-label={label}
          className={styles.thumbnails}
          orientation="horizontal"
          selectionMode="single"
          selectionBehavior="replace"
          disallowEmptySelection
          selectedKeys={[String(current)]}
          onSelectionChange={onSelect}
        >
          {images.map((image, position) => (
            <ListBoxItem
              key={position}
              id={String(position)}
              textValue={image.alt}
              className={styles.thumbnail}
            >
              <img
                className={styles.thumbnailImage}
                src={image.thumbnailSrc ?? image.src}
                alt={image.alt}
              />
            </ListBoxItem>
          ))}
        </ListBox>
      )}
    </div>
  );
}
