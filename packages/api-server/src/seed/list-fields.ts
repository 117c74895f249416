/**
 * The fields the list triggers keep (migrations 0003, 0008, 0017 and 0020) as a bulk load computes
 * them, once per row: one INSERT ... SELECT per list from its staged rows (bulk-load.ts), joined
 * to the parents loaded before it and to the staged rows its counts come from. Each expression is
 * its trigger's, through the same SQL functions (`search_join`); test/seed/bulk-load.test.ts
 * seeds the same data through the triggers and compares every derived column.
 */

/** The staging table that holds `table`'s rows until they go in with their fields. */
export const stagingOf = (table: string) => `"seed_staging_${table}"`;

/** How a staged table's rows go in. */
export interface StagedTable {
  /** Each derived column and the SQL that computes it from `s`, the staged row, and `joins`. */
  fields: Record<string, string>;
  /** What `s` is joined to: parents already in, and totals of staged rows loaded after it. */
  joins: string;
}

const orders = stagingOf('orders');

/**
 * The staged tables by name. Order items are staged with no fields of their own: the orders'
 * item counts come from them, and they point at the orders, so they go in after them.
 */
export const stagedTables: Record<string, StagedTable> = {
  travelers: {
    fields: {
      search_text: `u."search_text"`,
      user_name: `u."name"`,
      user_email: `u."email"`,
      user_phone: `u."phone"`,
      orders_count: `coalesce(c."n", 0)`,
    },
    joins: `LEFT JOIN "users" u ON u."id" = s."user_id"
      LEFT JOIN (SELECT "traveler_id", count(*)::int AS "n" FROM ${orders} GROUP BY 1) c
        ON c."traveler_id" = s."id"`,
  },
  partners: {
    fields: {
      search_text: `search_join(u."name", u."email", s."business_name", u."phone")`,
      user_name: `u."name"`,
      user_email: `u."email"`,
      // Sales: orders that reached the traveler (migration 0017).
      sales_cents: `coalesce(o."n", 0)`,
    },
    joins: `LEFT JOIN "users" u ON u."id" = s."user_id"
      LEFT JOIN (
        SELECT "partner_id", sum("total_cents") AS "n" FROM ${orders}
        WHERE lower("status") IN ('delivered', 'completed') GROUP BY 1
      ) o ON o."partner_id" = s."id"`,
  },
  riders: {
    fields: {
      search_text: `search_join(u."name", u."email", s."rider_code", u."phone")`,
      user_name: `u."name"`,
      user_email: `u."email"`,
      current_orders_count: `coalesce(o."n", 0)`,
    },
    joins: `LEFT JOIN "users" u ON u."id" = s."user_id"
      LEFT JOIN (
        SELECT "rider_id", count(*)::int AS "n" FROM ${orders}
        WHERE "rider_id" IS NOT NULL AND "status" NOT IN ('Delivered', 'Completed', 'Cancelled')
        GROUP BY 1
      ) o ON o."rider_id" = s."id"`,
  },
  products: {
    fields: {
      partner_name: `u."name"`,
      search_text: `search_join(s."name", s."product_code", u."name", p."business_name")`,
    },
    joins: `LEFT JOIN "partners" p ON p."id" = s."partner_id"
      LEFT JOIN "users" u ON u."id" = p."user_id"`,
  },
  orders: {
    fields: {
      traveler_name: `tu."name"`,
      // A partner goes by its business name, or by its owner's name (partner_list_name).
      partner_name: `coalesce(p."business_name", pu."name")`,
      rider_name: `ru."name"`,
      items_count: `coalesce(i."n", 0)`,
      search_text: `search_join('#ord-' || s."id" || ' #odr-' || s."id",
        tu."name", coalesce(p."business_name", pu."name"), ru."name")`,
    },
    joins: `LEFT JOIN "travelers" t ON t."id" = s."traveler_id"
      LEFT JOIN "users" tu ON tu."id" = t."user_id"
      LEFT JOIN "partners" p ON p."id" = s."partner_id"
      LEFT JOIN "users" pu ON pu."id" = p."user_id"
      LEFT JOIN "riders" r ON r."id" = s."rider_id"
      LEFT JOIN "users" ru ON ru."id" = r."user_id"
      LEFT JOIN (
        SELECT "order_id", sum("quantity")::int AS "n" FROM ${stagingOf('order_items')} GROUP BY 1
      ) i ON i."order_id" = s."id"`,
  },
  order_items: { fields: {}, joins: '' },
  refunds: {
    fields: {
      traveler_name: `o."traveler_name"`,
      partner_name: `o."partner_name"`,
      search_text: `search_join(s."refund_code", '#ord-' || s."order_id",
        o."traveler_name", o."partner_name")`,
    },
    joins: `LEFT JOIN "orders" o ON o."id" = s."order_id"`,
  },
  support_tickets: {
    fields: {
      sender_name: `u."name"`,
      sender_type: `u."type"`,
      search_text: `search_join(s."ticket_code", u."name", u."email", s."subject")`,
    },
    joins: `LEFT JOIN "users" u ON u."id" = s."user_id"`,
  },
};

/**
 * The statement that moves `table`'s staged rows in with their fields. `columns`: the table's
 * own columns (generated ones left out), each copied from the staged row unless derived.
 */
export function insertStaged(table: string, columns: string[]): string {
  const { fields, joins } = stagedTables[table]!;
  const given = columns.filter((column) => !(column in fields));
  const names = [...given, ...Object.keys(fields)].map((column) => `"${column}"`).join(', ');
  const values = [...given.map((column) => `s."${column}"`), ...Object.values(fields)].join(', ');
  // In id order, as COPY wrote them: the joins would otherwise leave the rows in the order of
  // their hash tables, and the lists read their pages in id order.
  const order = joins ? `ORDER BY s."id"` : '';
  return `INSERT INTO "${table}" (${names}) SELECT ${values} FROM ${stagingOf(table)} s ${joins} ${order}`;
}
