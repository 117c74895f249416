import { useState } from 'react';
import { ImagePreview, Inline, Link } from '@packlight/ui';
import * as styles from './DocumentTile.css.ts';

export interface DocumentTileProps {
  /** What the document is, e.g. 'License front'; also names the preview and the links. */
  label: string;
  /** The uploaded file's address; null or undefined when none was uploaded. */
  src: string | null | undefined;
}

/**
 * One uploaded document (a partner's licence or owner id, a rider's licence): a thumbnail that
 * opens full size, the file in a new tab, and a download. A file that does not load shows a
 * placeholder instead of a broken image (docs/product/part-2.md §2).
 */
export function DocumentTile({ label, src }: DocumentTileProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const isBroken = src != null && src === failedSrc;

  return (
    <figure className={styles.tile}>
      <figcaption className={styles.label}>{label}</figcaption>
      {!src ? (
        <div className={styles.placeholder}>Not uploaded</div>
      ) : isBroken ? (
        <div className={styles.placeholder} role="img" aria-label={`${label}: image unavailable`}>
          Image unavailable
        </div>
      ) : (
        <>
          <button
            type="button"
            className={styles.thumbButton}
            aria-label={`Preview ${label} full size`}
            onClick={() => setIsOpen(true)}
          >
            <img className={styles.image} src={src} alt="" onError={() => setFailedSrc(src)} />
          </button>
          <ImagePreview src={src} alt={label} isOpen={isOpen} onOpenChange={setIsOpen} />
        </>
      )}
      {src && (
        <Inline gap="md" wrap>
          <Link
            href={src}
            target="_blank"
            variant="standalone"
            aria-label={`View ${label} (opens in a new tab)`}
          >
            View
          </Link>
          <Link href={src} download variant="standalone" aria-label={`Download ${label}`}>
            Download
          </Link>
        </Inline>
      )}
    </figure>
  );
}
