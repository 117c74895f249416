import { describe, expect, it } from 'vitest';
import type { Order } from '@packlight/api-types';
import { orderLabel, orderStatusLabel } from './order-labels.ts';
import { searchOrders, sortOrders } from './orders-table.ts';

const orders: Order[] = [
  {
    id: 12,
    partner_name: 'Nomad Threads',
    status: 'Delivered',
    created_at: '2026-11-02T10:00:00Z',
  },
  { id: 7, partner_name: 'alpine Wear', status: 'shipped', created_at: '2026-11-20T10:00:00Z' },
  { id: 120, partner_name: null, status: 'Pending', created_at: null },
];
const ids = (list: readonly Order[]) => list.map((order) => order.id);

describe('labels', () => {
  it('writes order ids as #ORD-{id}', () => {
    expect(orderLabel(12)).toBe('#ORD-12');
  });

  it('labels shipped as In Progress and keeps other statuses', () => {
    expect(orderStatusLabel('shipped')).toBe('In Progress');
    expect(orderStatusLabel('Shipped')).toBe('In Progress');
    expect(orderStatusLabel('Delivered')).toBe('Delivered');
    expect(orderStatusLabel(null)).toBe('');
  });
});

describe('searchOrders', () => {
  it('matches the id, the partner name and the status, in any case', () => {
    expect(ids(searchOrders(orders, '12', ['partner']))).toEqual([12, 120]);
    expect(ids(searchOrders(orders, '#ord-7', ['partner']))).toEqual([7]);
    expect(ids(searchOrders(orders, 'NOMAD', ['partner']))).toEqual([12]);
    expect(ids(searchOrders(orders, 'pending', ['partner']))).toEqual([120]);
  });

  it('finds a shipped order by the label it shows', () => {
    expect(ids(searchOrders(orders, 'in progress', ['partner']))).toEqual([7]);
  });

  it('matches only the parties the table shows', () => {
    const withTraveler = [{ ...orders[0]!, traveler_name: 'Mina Park' }];
    expect(ids(searchOrders(withTraveler, 'mina', ['traveler']))).toEqual([12]);
    expect(ids(searchOrders(withTraveler, 'mina', ['partner']))).toEqual([]);
  });

  it('gives everything for blank text', () => {
    expect(searchOrders(orders, '  ', ['partner'])).toBe(orders);
  });
});

describe('sortOrders', () => {
  it('sorts numbers, text without case and dates, both ways', () => {
    expect(ids(sortOrders(orders, 'id', 'asc'))).toEqual([7, 12, 120]);
    expect(ids(sortOrders(orders, 'id', 'desc'))).toEqual([120, 12, 7]);
    expect(ids(sortOrders(orders, 'partner_name', 'asc'))).toEqual([7, 12, 120]);
    expect(ids(sortOrders(orders, 'created_at', 'desc'))).toEqual([7, 12, 120]);
  });

  it('puts missing values last in either direction', () => {
    expect(ids(sortOrders(orders, 'partner_name', 'desc'))).toEqual([12, 7, 120]);
    expect(ids(sortOrders(orders, 'created_at', 'asc'))).toEqual([12, 7, 120]);
  });

  it('sorts statuses by the label shown', () => {
    expect(ids(sortOrders(orders, 'status', 'asc'))).toEqual([12, 7, 120]);
  });

  it('keeps the given order without a sort', () => {
    expect(sortOrders(orders, null, 'asc')).toBe(orders);
  });
});
