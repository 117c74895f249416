import { getTableConfig, PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  orderSorts,
  partnerSorts,
  productSorts,
  refundSorts,
  riderSorts,
  ticketSorts,
  travelerSorts,
} from '@packlight/api-types';
import {
  orders,
  partners,
  products,
  refunds,
  riders,
  supportTickets,
  travelers,
  users,
} from '../../src/db/schema/index.ts';
import { orderShown, orderSortColumns } from '../../src/orders/list.ts';
import { partnerShown, partnerSortColumns } from '../../src/partners/list.ts';
import { productShown, productSortColumns } from '../../src/products/list.ts';
import { refundShown, refundSortColumns } from '../../src/refunds/list.ts';
import { ticketShown, ticketSortColumns } from '../../src/support/ticket-list.ts';
import { riderShown, riderSortColumns } from '../../src/riders/list.ts';
import { travelerShown, travelerSortColumns } from '../../src/travelers/list.ts';
import type { Sortable } from '../../src/http/list-query.ts';
import { adminToken } from '../helpers/access-checks.ts';
import { dataOf, listOf } from '../helpers/answers.ts';
import { givenOrder, givenProduct, givenRefund, givenTicket } from '../helpers/commerce.ts';
import { givenPartner, givenRider, givenTraveler } from '../helpers/people.ts';
import { call, useTestApp, type TestApp } from '../helpers/test-app.ts';

// What keeps docs/architecture.md's "Adding a list column" walk true: each declared list answers
// its declaration, and every sort the contract names is read off an index.

const t = useTestApp();

interface DeclaredList {
  path: string;
  table: PgTable;
  shown: Record<string, unknown>;
  sorts: Record<string, Sortable>;
  contractSorts: readonly string[];
  /** Fields the resource adds to every row (the traveler's orders). */
  added?: string[];
  /** Fields only the detail adds, or null when the detail is another shape. */
  detailOnly: string[] | null;
  /** The detail's path, when it is not the list's path and the id. */
  detailPath?: (id: number) => string;
  given: (app: TestApp) => Promise<number>;
}

const lists: DeclaredList[] = [
  {
    path: '/api/partners',
    table: partners,
    shown: partnerShown,
    sorts: partnerSortColumns,
    contractSorts: partnerSorts,
    detailOnly: ['documents', 'order', 'products'],
    given: async (app) => (await givenPartner(app.db, {})).partner.id,
  },
  {
    path: '/api/riders',
    table: riders,
    shown: riderShown,
    sorts: riderSortColumns,
    contractSorts: riderSorts,
    detailOnly: ['documents', 'order'],
    given: async (app) => (await givenRider(app.db, {})).rider.id,
  },
  {
    path: '/api/travelers',
    table: travelers,
    shown: travelerShown,
    sorts: travelerSortColumns,
    contractSorts: travelerSorts,
    added: ['order'],
    // The profile (travelerDetailSchema) shows spend, addresses and every order instead.
    detailOnly: null,
    given: async (app) => (await givenTraveler(app.db, {})).traveler.id,
  },
  {
    path: '/api/products',
    table: products,
    shown: productShown,
    sorts: productSortColumns,
    contractSorts: productSorts,
    detailOnly: ['images', 'rental_stats', 'videos'],
    given: async (app) => (await givenProduct(app.db, await partnerId(app))).id,
  },
  {
    path: '/api/orders',
    table: orders,
    shown: orderShown,
    sorts: orderSortColumns,
    contractSorts: orderSorts,
    detailOnly: ['items', 'partner', 'transactions', 'traveler'],
    given: async (app) => (await orderOf(app)).id,
  },
  {
    path: '/api/refunds',
    table: refunds,
    shown: refundShown,
    sorts: refundSortColumns,
    contractSorts: refundSorts,
    detailOnly: ['images'],
    given: async (app) => (await givenRefund(app.db, (await orderOf(app)).id)).id,
  },
  {
    path: '/api/support-tickets',
    table: supportTickets,
    shown: ticketShown,
    sorts: ticketSortColumns,
    contractSorts: ticketSorts,
    detailOnly: ['messages'],
    detailPath: (id) => `/api/support-tickets/${id}/messages`,
    given: async (app) => (await givenTicket(app.db, (await givenTraveler(app.db, {})).user.id)).id,
  },
];

async function partnerId(app: TestApp): Promise<number> {
  return (await givenPartner(app.db, {})).partner.id;
}

/** An order of a new partner, with one line. */
async function orderOf(app: TestApp) {
  return givenOrder(app.db, { partnerId: await partnerId(app) });
}

/** The columns that lead an index of the table (a unique column counts). */
function indexedColumns(table: PgTable): Set<string> {
  const config = getTableConfig(table);
  const leading = config.indexes.map((index) => {
    const [first] = index.config.columns;
    // An expression (SQL) has no name: it serves no plain column's order.
    return first && 'name' in first ? String(first.name) : '';
  });
  const unique = config.columns.filter((column) => column.isUnique).map((column) => column.name);
  return new Set([...leading, ...unique]);
}

describe.each(lists)('the declared list $path', (list) => {
  it('answers exactly the fields it declares, in a page, the whole list and the detail', async () => {
    const token = await adminToken(t);
    const id = await list.given(t);
    const declared = [...Object.keys(list.shown), ...(list.added ?? [])].sort();

    const page = await call(t.app, 'GET', `${list.path}?page=1&per_page=10`, { token });
    expect(Object.keys(listOf(page.body)[0]!).sort()).toEqual(declared);
    const whole = await call(t.app, 'GET', list.path, { token });
    expect(Object.keys(listOf(whole.body)[0]!).sort()).toEqual(declared);

    if (list.detailOnly === null) return;
    const path = list.detailPath?.(id) ?? `${list.path}/${id}`;
    const detail = await call(t.app, 'GET', path, { token });
    expect(Object.keys(dataOf(detail.body)).sort()).toEqual(
      [...declared, ...list.detailOnly].sort(),
    );
  });

  it('sorts on each name the contract lists, each through an index', () => {
    expect(Object.keys(list.sorts).sort()).toEqual([...list.contractSorts].sort());
    const indexed = new Map<PgTable, Set<string>>([
      [list.table, indexedColumns(list.table)],
      [users, indexedColumns(users)],
    ]);
    for (const [sort, column] of Object.entries(list.sorts)) {
      expect(is(column, PgColumn), sort).toBe(true);
      const { name, table } = column as PgColumn;
      // The id is the primary key, which leads its own index.
      const served = name === 'id' || indexed.get(table as PgTable)?.has(name);
      expect(served, `${sort}: no index leads with ${name}`).toBe(true);
    }
  });
});
