import type { Order } from '@packlight/api-types';
import { formatMoney } from '../format.ts';
import { moneyRows } from './money-box.ts';
import * as styles from './MoneyBox.css.ts';

/**
 * The order's subtotal, discount, shipping and total (see `moneyRows` for which show): what
 * takes the item lines to the order's total, wherever both are shown (D45).
 */
export function MoneyBox({ order }: { order: Order }) {
  return (
    <dl className={styles.moneyBox} aria-label="Order amounts">
      {moneyRows(order).map((row) => (
        <div
          key={row.label}
          className={row.label === 'Total' ? styles.moneyTotal : styles.moneyRow}
        >
          <dt>{row.label}</dt>
          <dd>{formatMoney(row.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
