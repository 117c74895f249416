import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { emptySearchGroups, type SearchGroups } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { partners, riders, travelers, users } from '../db/schema/index.ts';
import { amongIds, inIdOrder, searchesByTrigram, searchTextWhere } from '../http/list-query.ts';
import { pickSearchedIds, type SearchedPickOptions } from '../http/searched-page.ts';
import { searchRecords } from './record-hits.ts';

/** The header shows a short list per group; the full lists have their own search. */
const hitsPerGroup = 5;

/**
 * How far each group walks its name order before collecting its matches instead: five hits
 * within it means the text is on more than one row in sixty ('a', 'gmail', 'smith'); a rarer or
 * clustered one ('zq', 'olivia': every Olivia sorts together) is found through the search index
 * and its few matches sorted (`pickSearchedIds`).
 */
const nameWalk = 300;

const person = {
  name: users.name,
  email: users.email,
  profile_photo: users.profilePhoto,
};

type Group = typeof partners | typeof travelers | typeof riders;

/**
 * The lower-cased name at the head of a group's search text (migration 0008 joins the user's
 * name first, lower-cased, in every one of the three), null for a user without a name as
 * `lower(users.name)` is. Each group has an index on it and the id (migration 0010).
 */
const nameInSearchText = (table: Group) =>
  sql`nullif(split_part(${table.searchText}, chr(31), 1), '')`;

/**
 * The ids of a group's first hits, by name (lower-cased) then id, on the group's own table: its
 * name order is walked through its own index, and the few matches a search collects keep only
 * their id and search text to be sorted (joining each to its user, or walking users by name,
 * read the other kinds' users too).
 */
function firstHits(db: Db, table: Group, where: SQL | undefined, options: SearchedPickOptions) {
  const pick = {
    table,
    id: table.id,
    where,
    order: [asc(nameInSearchText(table)), asc(table.id)],
    collectColumns: sql`${table.id}, ${table.searchText}`,
  };
  return pickSearchedIds(db, pick, { limit: hitsPerGroup, offset: 0 }, options);
}

/**
 * GET /search: partners, travelers and riders whose name, email or phone (partners: also the
 * business name; riders: also the rider id, RD-0042) contains the text. By name, then id. Each
 * group matches its own table's search text (migration 0008), which holds exactly those fields.
 */
export async function searchEverything(
  db: Db,
  text: string | null | undefined,
  scope: 'people' | 'all' = 'people',
): Promise<Partial<SearchGroups> & Pick<SearchGroups, 'partners' | 'travelers' | 'riders'>> {
  const search = { search: text ?? undefined };
  // The spec's answer holds the three groups; the palette's (scope=all) holds all seven.
  const empty = scope === 'all' ? emptySearchGroups() : { partners: [], travelers: [], riders: [] };
  if (!search.search?.trim()) return empty;
  // Walked first, whatever the text's length: counting a common text's matches before walking
  // costs more than the walk, which most often finds its five at once; a walk that finds none
  // costs little before the matches are collected (bench/marketplace.ts, GET /search rows).
  // A text of three letters or more that the walk does not meet is collected through its
  // trigram index rather than walked to (bench/scale-postgres.ts).
  const options = { walk: nameWalk, farCollect: searchesByTrigram(search) };
  // The palette's other kinds go side by side with the people.
  const records = scope === 'all' ? searchRecords(db, search.search, options) : undefined;
  // Awaited below; should a people search fail first, its failure is the one answered.
  records?.catch(() => undefined);
  const partnerIds = await firstHits(
    db,
    partners,
    searchTextWhere(search, partners.searchText),
    options,
  );
  const travelerIds = await firstHits(
    db,
    travelers,
    and(searchTextWhere(search, travelers.searchText), isNull(travelers.deletedAt)),
    options,
  );
  const riderIds = await firstHits(db, riders, searchTextWhere(search, riders.searchText), options);
  const [partnerHits, travelerHits, riderHits] = await Promise.all([
    partnerIds.length === 0
      ? []
      : db
          .select({ id: partners.id, ...person, business_name: partners.businessName })
          .from(partners)
          .innerJoin(users, eq(users.id, partners.userId))
          .where(amongIds(partners.id, partnerIds)),
    travelerIds.length === 0
      ? []
      : db
          .select({ id: travelers.id, ...person })
          .from(travelers)
          .innerJoin(users, eq(users.id, travelers.userId))
          .where(amongIds(travelers.id, travelerIds)),
    riderIds.length === 0
      ? []
      : db
          .select({
            id: riders.id,
            ...person,
            first_name: users.firstName,
            last_name: users.lastName,
          })
          .from(riders)
          .innerJoin(users, eq(users.id, riders.userId))
          .where(amongIds(riders.id, riderIds)),
  ]);
  return {
    ...(await records),
    partners: inIdOrder(partnerIds, partnerHits, (hit) => hit.id),
    travelers: inIdOrder(travelerIds, travelerHits, (hit) => hit.id),
    riders: inIdOrder(riderIds, riderHits, (hit) => hit.id),
  };
}
