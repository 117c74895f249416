import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { SearchGroups } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { partners, riders, travelers, users } from '../db/schema/index.ts';
import { searchWhere, type Sortable } from '../http/list-query.ts';

/** The header shows a short list per group; the full lists have their own search. */
const hitsPerGroup = 5;

/**
 * Hits by name, whatever its case. Being an expression, it also keeps the planner from walking
 * the name index past most of 100,000 users for a common name ('olivia': ~250 ms) instead of
 * sorting the few the trigram indexes find (~15 ms).
 */
const byName = sql`lower(${users.name})`;

const person = {
  name: users.name,
  email: users.email,
  profile_photo: users.profilePhoto,
};

/**
 * GET /search: partners, travelers and riders whose name, email or phone (partners: also the
 * business name; riders: also the rider id, RD-0042) contains the text. By name, then id.
 */
export async function searchEverything(
  db: Db,
  text: string | null | undefined,
): Promise<SearchGroups> {
  const search = { search: text ?? undefined };
  const contact = [users.name, users.email, users.phone];
  const matches = (...more: Sortable[]) => searchWhere(search, [...contact, ...more]);
  if (!matches()) return { partners: [], travelers: [], riders: [] };

  const [partnerHits, travelerHits, riderHits] = await Promise.all([
    db
      .select({ id: partners.id, ...person, business_name: partners.businessName })
      .from(partners)
      .innerJoin(users, eq(users.id, partners.userId))
      .where(matches(partners.businessName))
      .orderBy(asc(byName), asc(partners.id))
      .limit(hitsPerGroup),
    db
      .select({ id: travelers.id, ...person })
      .from(travelers)
      .innerJoin(users, eq(users.id, travelers.userId))
      .where(and(matches(), isNull(travelers.deletedAt)))
      .orderBy(asc(byName), asc(travelers.id))
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
      .where(matches(riders.riderCode))
      .orderBy(asc(byName), asc(riders.id))
      .limit(hitsPerGroup),
  ]);
  return { partners: partnerHits, travelers: travelerHits, riders: riderHits };
}
