/**
 * The command palette's other kinds of record (GET /search?scope=all): products, orders, refunds
 * and tickets. A number ('1599', '#ORD-1599', 'RF-00070', 'tck 42') names one record and is
 * looked up by its key; other text matches each list's own search text, as its list's search
 * does. Every kind's hits are newest first, as the header's are (D68).
 */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Permission, SearchGroups } from '@packlight/api-types';
import { displayCode } from '../db/display-codes.ts';
import type { Db } from '../db/index.ts';
import { orders, products, refunds, supportTickets } from '../db/schema/index.ts';
import { searchTextWhere } from '../http/list-query.ts';
import { amongNewestHits } from './newest-hits.ts';
import { onlyIfReads } from './readable-kinds.ts';

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

/** Which rows are a kind's first hits: by its number when the text is one, else its search text. */
function firstHits(table: Searched, text: string, byNumber: SQL | undefined): SQL {
  const where = byNumber ?? searchTextWhere({ search: text }, table.searchText) ?? sql`false`;
  const pick = { table, id: table.id, where, lookup: byNumber !== undefined };
  return amongNewestHits(pick, hitsPerKind);
}

/**
 * Products, orders, refunds and tickets matching `text`, each kind newest first (D68); a kind the
 * role does not read stays empty (D71).
 */
export async function searchRecords(
  db: Db,
  text: string,
  reads: ReadonlySet<Permission>,
): Promise<Pick<SearchGroups, 'products' | 'orders' | 'refunds' | 'tickets'>> {
  const orderNumber = recordNumber(text, ['ord', 'odr']);
  const refundNumber = recordNumber(text, ['rf']);
  const ticketNumber = recordNumber(text, ['tck']);
  const productNumber = recordNumber(text, ['prd']);
  const productCode =
    productNumber === null || !/prd/i.test(text)
      ? undefined
      : eq(products.productCode, displayCode('PRD', productNumber));
  const refundCode =
    refundNumber === null ? undefined : eq(refunds.refundCode, displayCode('RF', refundNumber));
  const ticketCode =
    ticketNumber === null
      ? undefined
      : eq(supportTickets.ticketCode, displayCode('TCK', ticketNumber));
  // Side by side: on PostgreSQL each kind's statement runs on its own connection.
  const [productHits, orderHits, refundHits, ticketHits] = await Promise.all([
    onlyIfReads(reads, 'products:read', () =>
      db
        .select({
          id: products.id,
          name: products.name,
          product_code: products.productCode,
          partner_name: products.partnerName,
        })
        .from(products)
        .where(firstHits(products, text, productCode))
        .orderBy(desc(products.id)),
    ),
    onlyIfReads(reads, 'orders:read', () =>
      db
        .select({
          id: orders.id,
          status: orders.status,
          traveler_name: orders.travelerName,
          partner_name: orders.partnerName,
        })
        .from(orders)
        .where(
          firstHits(orders, text, orderNumber === null ? undefined : eq(orders.id, orderNumber)),
        )
        .orderBy(desc(orders.id)),
    ),
    onlyIfReads(reads, 'refunds:read', () =>
      db
        .select({
          id: refunds.id,
          refund_code: refunds.refundCode,
          status: refunds.status,
          traveler_name: refunds.travelerName,
        })
        .from(refunds)
        .where(firstHits(refunds, text, refundCode))
        .orderBy(desc(refunds.id)),
    ),
    onlyIfReads(reads, 'support:read', () =>
      db
        .select({
          id: supportTickets.id,
          ticket_code: supportTickets.ticketCode,
          subject: supportTickets.subject,
          status: supportTickets.status,
        })
        .from(supportTickets)
        .where(firstHits(supportTickets, text, ticketCode))
        .orderBy(desc(supportTickets.id)),
    ),
  ]);
  return { products: productHits, orders: orderHits, refunds: refundHits, tickets: ticketHits };
}
