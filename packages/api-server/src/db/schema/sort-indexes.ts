import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * One btree index per sortable column, on (column, id): a list sorted on the column breaks ties
 * on the id in the same direction, so the index read forward serves `asc` and read backward
 * serves `desc`, and ORDER BY ... LIMIT 10 stops after ten rows instead of sorting them all.
 * Named `<table>_<name>_id_index`.
 */
export function sortIndexes(
  table: string,
  id: AnyPgColumn,
  columns: Readonly<Record<string, AnyPgColumn>>,
) {
  return Object.entries(columns).map(([name, column]) =>
    index(`${table}_${name}_id_index`).on(column, id),
  );
}
