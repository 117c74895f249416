import type { OrderItem } from '@packlight/api-types';
import { useState } from 'react';
import { ImagePreview } from '@packlight/ui';
import { formatMoney } from '../format.ts';
import * as styles from './OrderParts.css.ts';

/** Props of the items list. */
export interface OrderItemsListProps {
  /** The order's lines, as the order or refund detail carries them. */
  items: readonly OrderItem[];
}

const money = (dollars: number | null | undefined) => (dollars == null ? '' : formatMoney(dollars));

/**
 * The lines of an order (order and refund details, docs/product/part-2.md §2): each picture is a
 * button that opens it full size, then the name, price times quantity, and the line total.
 */
export function OrderItemsList({ items }: OrderItemsListProps) {
  const [preview, setPreview] = useState<{ src: string; alt: string } | null>(null);
  if (items.length === 0) return <p className={styles.muted}>No items on this order.</p>;
  return (
    <>
      <ul className={styles.items}>
        {items.map((item, index) => {
          const name = item.product_name ?? 'Item';
          return (
            <li key={item.id ?? index} className={styles.item}>
              {item.product_image ? (
                <button
                  type="button"
                  className={styles.thumbButton}
                  aria-label={`Open ${name} picture`}
                  onClick={() => setPreview({ src: item.product_image!, alt: name })}
                >
                  <img className={styles.thumb} src={item.product_image} alt="" />
                </button>
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              )}
              <span className={styles.itemText}>
                <span className={styles.itemName}>{name}</span>
                <span className={styles.muted}>
                  {money(item.price)} × {item.quantity ?? 1}
                </span>
              </span>
              <span className={styles.itemTotal}>{money(item.total)}</span>
            </li>
          );
        })}
      </ul>
      {preview && (
        <ImagePreview
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setPreview(null);
          }}
          src={preview.src}
          alt={preview.alt}
        />
      )}
    </>
  );
}
