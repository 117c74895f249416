import { describe, expect, it } from 'vitest';
import { moneyRows } from './money-box.ts';

const shipped = {
  status: 'Shipped',
  subtotal: 406,
  discount: 10,
  shipping: 5.99,
  total_price: 401.99,
};

describe('moneyRows', () => {
  it('shows every row of a recorded order, the discount taken off', () => {
    expect(moneyRows(shipped)).toEqual([
      { label: 'Subtotal', amount: 406 },
      { label: 'Discount', amount: -10 },
      { label: 'Shipping', amount: 5.99 },
      { label: 'Total', amount: 401.99 },
    ]);
  });

  it('hides Discount and Shipping while the order is Pending', () => {
    expect(moneyRows({ ...shipped, status: 'pending' }).map((row) => row.label)).toEqual([
      'Subtotal',
      'Total',
    ]);
  });

  it('leaves out amounts the order does not record, never inventing $0', () => {
    expect(moneyRows({ ...shipped, discount: null, shipping: undefined })).toEqual([
      { label: 'Subtotal', amount: 406 },
      { label: 'Total', amount: 401.99 },
    ]);
    expect(moneyRows({ ...shipped, discount: 0 })[1]).toEqual({ label: 'Discount', amount: 0 });
  });

  it('adds up the lines and the total when the order does not carry them', () => {
    const items = [{ total: 378 }, { total: 28 }, { total: null }];
    expect(moneyRows({ status: 'Delivered', items, discount: 6, shipping: 4 })).toEqual([
      { label: 'Subtotal', amount: 406 },
      { label: 'Discount', amount: -6 },
      { label: 'Shipping', amount: 4 },
      { label: 'Total', amount: 404 },
    ]);
  });
});
