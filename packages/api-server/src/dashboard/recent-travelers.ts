import { desc, eq, sql } from 'drizzle-orm';
import type { Traveler } from '@packlight/api-types';
import type { Db } from '../db/index.ts';
import { travelers, users } from '../db/schema/index.ts';
import { travelerListItem } from '../travelers/traveler-json.ts';

/** The Travelers Overview table beside the five top partners. */
const recentTravelerCount = 5;

/** GET /dashboard/travelers: the newest travelers, as the travelers list shows them. */
export async function recentTravelers(db: Db): Promise<Traveler[]> {
  const rows = await db
    .select({ item: sql<Traveler>`${travelerListItem}` })
    .from(travelers)
    .innerJoin(users, eq(users.id, travelers.userId))
    .orderBy(desc(travelers.createdAt), desc(travelers.id))
    .limit(recentTravelerCount);
  return rows.map((row) => row.item);
}
