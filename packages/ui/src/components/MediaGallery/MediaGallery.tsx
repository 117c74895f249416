import { useEffect, useState, type ReactNode } from 'react';
import { useKitI18n } from '../../i18n/use-kit-i18n';
import { EmptyState } from '../EmptyState/EmptyState';
import { ImagePreview, loadImagePreview } from '../ImagePreview/ImagePreview';
import { cx } from '../private/cx';
import { focusShowsRing, listenForModality } from '../private/focus-modality';
import { useControllableState } from '../private/use-controllable-state';
import * as styles from './MediaGallery.css';
import { ThumbnailStrip } from './ThumbnailStrip';

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
   * @default 'Product images', in the kit's language
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
   * @default 'No images available.', in the kit's language
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
 * image opens full size on press; the preview's code loads when the pointer or focus reaches
 * the image (or the browser is idle), not before the first paint.
 */
export function MediaGallery({
  images,
  label,
  selectedIndex,
  defaultSelectedIndex = 0,
  onSelectionChange,
  allowsPreview = true,
  emptyText,
  className,
}: MediaGalleryProps) {
  const { t } = useKitI18n();
  const [index, setIndex] = useControllableState(
    selectedIndex,
    defaultSelectedIndex,
    onSelectionChange,
  );
  const [isPreviewOpen, setPreviewOpen] = useState(false);
  const [isFocusVisible, setFocusVisible] = useState(false);
  useEffect(listenForModality, []);
  if (images.length === 0) {
    return (
      <EmptyState title={emptyText ?? t('gallery.empty')} className={cx(styles.empty, className)} />
    );
  }
  const current = Math.min(Math.max(index, 0), images.length - 1);
  const shown = images[current]!;

  return (
    <div className={cx(styles.gallery, className)}>
      {allowsPreview ? (
        <>
          <button
            type="button"
            className={styles.mainButton}
            aria-label={t('gallery.viewFullSize', { alt: shown.alt })}
            data-focus-visible={isFocusVisible || undefined}
            onClick={() => setPreviewOpen(true)}
            onPointerEnter={() => void loadImagePreview()}
            onFocus={() => {
              void loadImagePreview();
              setFocusVisible(focusShowsRing());
            }}
            onBlur={() => setFocusVisible(false)}
          >
            <img className={styles.mainImage} src={shown.src} alt="" />
          </button>
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
        <ThumbnailStrip
          images={images}
          label={label ?? t('gallery.label')}
          selectedIndex={current}
          onSelect={setIndex}
        />
      )}
    </div>
  );
}
