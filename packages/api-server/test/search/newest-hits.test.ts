import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/index.ts';
import { users } from '../../src/db/schema/index.ts';
import {
  amongNewestHits,
  furtherWalk,
  nearWalk,
  newestCollect,
} from '../../src/search/newest-hits.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

/** Users numbered from 1, oldest first, each named by `nameOf(n)` (no commas or quotes). */
async function givenUsers(count: number, nameOf: (n: number) => string) {
  const names = Array.from({ length: count }, (_, index) => nameOf(index + 1));
  // Inserted in order, so ids grow with the numbers; travelers, as an admin needs a role.
  await t.db.execute(sql`insert into users (type, email, name)
    select 'traveler', 'u' || n || '@example.test', name
    from unnest(${`{${names.join(',')}}`}::text[]) with ordinality as given(name, n)
    order by n`);
}

/** The names of the newest five users whose search text contains `text`, as the picker finds them. */
async function newestFive(text: string): Promise<string[]> {
  const where = sql`${users.searchText} like ${`%${text}%`}`;
  const found = await t.db.execute<{ name: string }>(
    sql`select ${users.name} as name from ${users}
        where ${amongNewestHits({ table: users, id: users.id, where }, 5)}
        order by ${users.id} desc`,
  );
  return rowsOf<{ name: string }>(found).map((row) => row.name);
}

describe('the newest hits of a search (D68)', () => {
  it('finds a common text, one scattered, one rare, and one clustered among the oldest', async () => {
    const count = newestCollect + furtherWalk + nearWalk;
    await givenUsers(count, (n) => {
      const tags = [`user ${n}`];
      if (n % 3 === 0) tags.push('common');
      // One in a hundred or so: not five within the near walk, five within the further one.
      if (n % 97 === 0) tags.push('scattered');
      if (n === 7 || n === count - 3) tags.push('rare');
      // More than the matches collected, all of them the oldest rows: the far walk meets them.
      if (n <= newestCollect + 10) tags.push('clustered');
      return tags.join(' ');
    });
    const numbers = (names: string[]) => names.map((name) => Number(/user (\d+)/.exec(name)?.[1]));
    expect(numbers(await newestFive('common'))).toEqual(
      [0, 1, 2, 3, 4].map((back) => count - (count % 3) - 3 * back),
    );
    const lastScattered = count - (count % 97);
    expect(numbers(await newestFive('scattered'))).toEqual(
      [0, 1, 2, 3, 4].map((back) => lastScattered - 97 * back),
    );
    expect(numbers(await newestFive('rare'))).toEqual([count - 3, 7]);
    expect(numbers(await newestFive('clustered'))).toEqual(
      [0, 1, 2, 3, 4].map((back) => newestCollect + 10 - back),
    );
    expect(await newestFive('nowhere')).toEqual([]);
  });

  it('is planned without JIT compilation', async () => {
    // The far branches' planned cost alone would have every statement compiled (D68).
    const found = await t.db.execute<{ jit: string }>(sql`select current_setting('jit') as jit`);
    expect(rowsOf<{ jit: string }>(found)).toEqual([{ jit: 'off' }]);
  });
});
