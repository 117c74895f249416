import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { emptySearchGroups, type Permission, type SearchGroups } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { partners, riders, travelers, users } from '../db/schema/index.ts';
import { searchTextWhere } from '../http/list-query.ts';
import { amongNewestHits } from './newest-hits.ts';
import { searchRecords } from './record-hits.ts';
import { onlyIfReads } from './readable-kinds.ts';

/** The header shows a short list per group; the full lists have their own search. */
const hitsPerGroup = 5;

const person = {
  name: users.name,
  email: users.email,
  profile_photo: users.profilePhoto,
};

type Group = typeof partners | typeof travelers | typeof riders;

/** Which rows of a group are its first hits, newest first (D68), on the group's own table. */
function firstHits(table: Group, where: SQL | undefined): SQL {
  return amongNewestHits({ table, id: table.id, where: where ?? sql`false` }, hitsPerGroup);
}

/**
 * GET /search: partners, travelers and riders whose name, email or phone (partners: also the
 * business name; riders: also the rider id, RD-0042) contains the text. Newest first (D68). Each
 * group matches its own table's search text (migration 0008), which holds exactly those fields.
 * A kind the caller's role does not read stays empty, unsearched (D71).
 */
export async function searchEverything(
  db: Db,
  text: string | null | undefined,
  scope: 'people' | 'all' = 'people',
  reads: ReadonlySet<Permission>,
): Promise<Partial<SearchGroups> & Pick<SearchGroups, 'partners' | 'travelers' | 'riders'>> {
  const search = { search: text ?? undefined };
  // The spec's answer holds the three groups; the palette's (scope=all) holds all seven.
  const empty = scope === 'all' ? emptySearchGroups() : { partners: [], travelers: [], riders: [] };
  if (!search.search?.trim()) return empty;
  // The palette's other kinds go side by side with the people.
  const records = scope === 'all' ? searchRecords(db, search.search, reads) : undefined;
  // Awaited below; should a people search fail first, its failure is the one answered.
  records?.catch(() => undefined);
  // Side by side: on PostgreSQL each group's statement runs on its own connection.
  const [partnerHits, travelerHits, riderHits] = await Promise.all([
    onlyIfReads(reads, 'partners:read', () =>
      db
        .select({ id: partners.id, ...person, business_name: partners.businessName })
        .from(partners)
        .innerJoin(users, eq(users.id, partners.userId))
        .where(firstHits(partners, searchTextWhere(search, partners.searchText)))
        .orderBy(desc(partners.id)),
    ),
    onlyIfReads(reads, 'travelers:read', () =>
      db
        .select({ id: travelers.id, ...person })
        .from(travelers)
        .innerJoin(users, eq(users.id, travelers.userId))
        .where(
          firstHits(
            travelers,
            and(searchTextWhere(search, travelers.searchText), isNull(travelers.deletedAt)),
          ),
        )
        .orderBy(desc(travelers.id)),
    ),
    onlyIfReads(reads, 'riders:read', () =>
      db
        .select({
          id: riders.id,
          ...person,
          first_name: users.firstName,
          last_name: users.lastName,
        })
        .from(riders)
        .innerJoin(users, eq(users.id, riders.userId))
        .where(firstHits(riders, searchTextWhere(search, riders.searchText)))
        .orderBy(desc(riders.id)),
    ),
  ]);
  return { ...(await records), partners: partnerHits, travelers: travelerHits, riders: riderHits };
}
