import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SearchGroups } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { partners, riders, travelers, users } from '../db/schema/index.ts';
import { searchTextWhere } from '../http/list-query.ts';

/** The header shows a short list per group; the full lists have their own search. */
const hitsPerGroup = 5;

/**
 * Hits by name, whatever its case. One or two letters match most people ('a': 93,000 of 100,000):
 * walking the lower(name) index (migration 0007) stops at the first five instead of sorting them
 * all. A longer text matches few, which the trigram index finds and a sort orders in a few ms;
 * walking the index there would read past most users for a common name ('olivia': ~150 ms), so
 * `|| ''` keeps the index out of that plan.
 */
const byName = (text: string) =>
  text.length < 3 ? sql`lower(${users.name})` : sql`(lower(${users.name}) || '')`;

const person = {
  name: users.name,
  email: users.email,
  profile_photo: users.profilePhoto,
};

/**
 * GET /search: partners, travelers and riders whose name, email or phone (partners: also the
 * business name; riders: also the rider id, RD-0042) contains the text. By name, then id. Each
 * group matches its own table's search text (migration 0008), which holds exactly those fields.
 */
export async function searchEverything(
  db: Db,
  text: string | null | undefined,
): Promise<SearchGroups> {
  const search = { search: text ?? undefined };
  if (!search.search?.trim()) return { partners: [], travelers: [], riders: [] };
  const name = byName(search.search?.trim() ?? '');
  const [partnerHits, travelerHits, riderHits] = await Promise.all([
    db
      .select({ id: partners.id, ...person, business_name: partners.businessName })
      .from(partners)
      .innerJoin(users, eq(users.id, partners.userId))
      .where(searchTextWhere(search, partners.searchText))
      .orderBy(asc(name), asc(partners.id))
      .limit(hitsPerGroup),
    db
      .select({ id: travelers.id, ...person })
      .from(travelers)
      .innerJoin(users, eq(users.id, travelers.userId))
      .where(and(searchTextWhere(search, travelers.searchText), isNull(travelers.deletedAt)))
      .orderBy(asc(name), asc(travelers.id))
      .limit(hitsPerGroup),
    db
      .select({
        id: riders.id,
        ...person,
        first_name: users.firstName,
        last_name: users.lastName,
      })
      .from(riders)
      .innerJoin(users, eq(users.id, riders.userId))
      .where(searchTextWhere(search, riders.searchText))
      .orderBy(asc(name), asc(riders.id))
      .limit(hitsPerGroup),
  ]);
  return { partners: partnerHits, travelers: travelerHits, riders: riderHits };
}
