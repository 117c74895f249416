/**
 * The command palette's other kinds of record (GET /search?scope=all): products, orders, refunds
 * and tickets. A number ('1599', '#ORD-1599', 'RF-00070', 'tck 42') names one record and is
 * looked up by its key; other text matches each list's own search text, as its list's search
 * does, and keeps each list's first order (products by name, the rest newest first).
 */
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { SearchGroups } from '@packlight/api-types';
import { displayCode } from '../db/display-codes.ts';
import type { Db } from '../db/index.ts';
import { orders, products, refunds, supportTickets } from '../db/schema/index.ts';
import { amongIds, inIdOrder, searchTextWhere } from '../http/list-query.ts';
import { pickSearchedIds, type SearchedPickOptions } from '../http/searched-page.ts';

/** The palette shows a short list per kind, as the header does. */
const hitsPerKind = 5;

/** The number a text names, with an optional prefix of the kind and zeros: '#ORD-1599' is 1599. */
export function recordNumber(text: string, prefixes: readonly string[]): number | null {
  const pattern = new RegExp(`^#?\\s*(?:(?:${prefixes.join('|')})[\\s#-]*)?0*(\\d{1,9})$`, 'i');
  const digits = pattern.exec(text.trim())?.[1];
  const number = digits === undefined ? NaN : Number(digits);
  return Number.isSafeInteger(number) && number > 0 && number <= 2_147_483_647 ? number : null;
}

type Searched = typeof products | typeof orders | typeof refunds | typeof supportTickets;

/** The first hits of one kind: by its number when the text is one, else by its search text. */
function firstHits(
  db: Db,
  table: Searched,
  text: string,
  order: SQL[],
  byNumber: SQL | undefined,
  options: SearchedPickOptions,
): Promise<number[]> {
  const where = byNumber ?? searchTextWhere({ search: text }, table.searchText);
  const pick = { table, id: table.id, where, order };
  return pickSearchedIds(db, pick, { limit: hitsPerKind, offset: 0 }, options);
}

/** Products, orders, refunds and tickets matching `text`, each kind in its list's order. */
export async function searchRecords(
  db: Db,
  text: string,
  options: SearchedPickOptions,
): Promise<Pick<SearchGroups, 'products' | 'orders' | 'refunds' | 'tickets'>> {
  const orderNumber = recordNumber(text, ['ord', 'odr']);
  const refundNumber = recordNumber(text, ['rf']);
  const ticketNumber = recordNumber(text, ['tck']);
  const productNumber = recordNumber(text, ['prd']);
  // Side by side: on PostgreSQL each kind's statement runs on its own connection.
  const [productIds, orderIds, refundIds, ticketIds] = await Promise.all([
    firstHits(
      db,
      products,
      text,
      [asc(products.name), asc(products.id)],
      productNumber === null || !/prd/i.test(text)
        ? undefined
        : eq(products.productCode, displayCode('PRD', productNumber)),
      options,
    ),
    firstHits(
      db,
      orders,
      text,
      [desc(orders.createdAt), desc(orders.id)],
      orderNumber === null ? undefined : eq(orders.id, orderNumber),
      options,
    ),
    firstHits(
      db,
      refunds,
      text,
      [desc(refunds.requestedAt), desc(refunds.id)],
      refundNumber === null ? undefined : eq(refunds.refundCode, displayCode('RF', refundNumber)),
      options,
    ),
    firstHits(
      db,
      supportTickets,
      text,
      [desc(supportTickets.createdAt), desc(supportTickets.id)],
      ticketNumber === null
        ? undefined
        : eq(supportTickets.ticketCode, displayCode('TCK', ticketNumber)),
      options,
    ),
  ]);
  const [productHits, orderHits, refundHits, ticketHits] = await Promise.all([
    productIds.length === 0
      ? []
      : db
          .select({
            id: products.id,
            name: products.name,
            product_code: products.productCode,
            partner_name: products.partnerName,
          })
          .from(products)
          .where(amongIds(products.id, productIds)),
    orderIds.length === 0
      ? []
      : db
          .select({
            id: orders.id,
            status: orders.status,
            traveler_name: orders.travelerName,
            partner_name: orders.partnerName,
          })
          .from(orders)
          .where(amongIds(orders.id, orderIds)),
    refundIds.length === 0
      ? []
      : db
          .select({
            id: refunds.id,
            refund_code: refunds.refundCode,
            status: refunds.status,
            traveler_name: refunds.travelerName,
          })
          .from(refunds)
          .where(amongIds(refunds.id, refundIds)),
    ticketIds.length === 0
      ? []
      : db
          .select({
            id: supportTickets.id,
            ticket_code: supportTickets.ticketCode,
            subject: supportTickets.subject,
            status: supportTickets.status,
          })
          .from(supportTickets)
          .where(amongIds(supportTickets.id, ticketIds)),
  ]);
  return {
    products: inIdOrder(productIds, productHits, (hit) => hit.id),
    orders: inIdOrder(orderIds, orderHits, (hit) => hit.id),
    refunds: inIdOrder(refundIds, refundHits, (hit) => hit.id),
    tickets: inIdOrder(ticketIds, ticketHits, (hit) => hit.id),
  };
}
