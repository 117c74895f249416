import { describe, expect, it } from 'vitest';
import type { Product } from '@packlight/api-types';
import { shownProducts } from './partner-products.ts';

const products: Product[] = [
  { id: 1, product_id: 'PRD-00002', name: 'Rain Shell', status: 'Active', stock: 4, buy_price: 90 },
  { id: 2, product_id: 'PRD-00010', name: 'city coat', status: 'Active', stock: 0, buy_price: 150 },
  { id: 3, product_id: 'PRD-00001', name: 'Alpine Parka', status: 'Pending', stock: 9 },
];

describe('shownProducts', () => {
  it('searches name and product id, case-insensitively', () => {
    expect(shownProducts(products, 'PARKA', null, 'asc').map((p) => p.id)).toEqual([3]);
    expect(shownProducts(products, 'prd-0001', null, 'asc').map((p) => p.id)).toEqual([2]);
    expect(shownProducts(products, '0001', null, 'asc').map((p) => p.id)).toEqual([2, 3]);
  });

  it('sorts by the chosen column, missing prices last', () => {
    expect(shownProducts(products, '', 'name', 'asc').map((p) => p.id)).toEqual([3, 2, 1]);
    expect(shownProducts(products, '', 'buy_price', 'desc').map((p) => p.id)).toEqual([2, 1, 3]);
    expect(shownProducts(products, '', 'stock', 'asc').map((p) => p.id)).toEqual([2, 1, 3]);
  });

  it('keeps the server order for an unknown sort', () => {
    expect(shownProducts(products, '', 'price', 'asc')).toEqual(products);
  });
});
