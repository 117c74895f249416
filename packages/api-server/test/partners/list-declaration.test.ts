import { is } from 'drizzle-orm';
import { getTableConfig, PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { partnerSorts } from '@packlight/api-types';
import { partners, users } from '../../src/db/schema/index.ts';
import { partnerShown, partnerSortColumns } from '../../src/partners/list.ts';
import { adminToken } from '../helpers/access-checks.ts';
import { dataOf, listOf } from '../helpers/answers.ts';
import { givenPartner } from '../helpers/people.ts';
import { call, useTestApp } from '../helpers/test-app.ts';

// What keeps docs/architecture.md's "Adding a list column" walk true: the list's answer is its
// declaration, and every sort the contract names is read off an index.

const t = useTestApp();

/** The columns that lead an index of the table (a unique column counts). */
function indexedColumns(table: typeof partners | typeof users): Set<string> {
  const config = getTableConfig(table);
  const leading = config.indexes.map((index) => {
    const [first] = index.config.columns;
    // An expression (SQL) has no name: it serves no plain column's order.
    return first && 'name' in first ? String(first.name) : '';
  });
  const unique = config.columns.filter((column) => column.isUnique).map((column) => column.name);
  return new Set([...leading, ...unique]);
}

describe('the partners list declaration', () => {
  it('answers exactly the fields it declares, in a page, the whole list and the detail', async () => {
    const token = await adminToken(t);
    const { partner } = await givenPartner(t.db, { businessName: 'Nomad Threads' });
    const declared = Object.keys(partnerShown).sort();

    const page = await call(t.app, 'GET', '/api/partners?page=1&per_page=10', { token });
    expect(Object.keys(listOf(page.body)[0]!).sort()).toEqual(declared);
    const whole = await call(t.app, 'GET', '/api/partners', { token });
    expect(Object.keys(listOf(whole.body)[0]!).sort()).toEqual(declared);

    const detail = await call(t.app, 'GET', `/api/partners/${partner.id}`, { token });
    expect(Object.keys(dataOf(detail.body)).sort()).toEqual(
      [...declared, 'documents', 'order', 'products'].sort(),
    );
  });

  it('sorts on each name the contract lists, each through an index', () => {
    expect(Object.keys(partnerSortColumns).sort()).toEqual([...partnerSorts].sort());
    const indexed = {
      partners: indexedColumns(partners),
      users: indexedColumns(users),
    };
    for (const [sort, column] of Object.entries(partnerSortColumns)) {
      expect(is(column, PgColumn), sort).toBe(true);
      const { name, table } = column as PgColumn;
      const owner = table === partners ? indexed.partners : indexed.users;
      // The id is the primary key, which leads its own index.
      expect(name === 'id' || owner.has(name), `${sort}: no index leads with ${name}`).toBe(true);
    }
  });
});
