import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import {
  etagHeader,
  etagOf,
  ifMatchHeader,
  recordReadPermissions,
  type Endpoint,
  type RecordChanged,
} from '@packlight/api-types';
import type { Auth } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { users } from '../db/schema/index.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import { announceRecordChange } from '../realtime/record-events.ts';
import { roleIdsWith } from '../roles/queries.ts';
import { socketIdOf } from '../realtime/events.ts';
import { claimRecord, preconditionOf, readVersion } from './record-version.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function idsOf(
  endpoint: Endpoint,
  params: Record<string, unknown>,
  input: unknown,
  answer: unknown,
): number[] {
  const binding = endpoint.record;
  if (!binding) return [];
  const source =
    binding.idFrom === 'params'
      ? params
      : binding.idFrom === 'input'
        ? input
        : isObject(answer)
          ? answer.data
          : undefined;
  const value = isObject(source) ? source[binding.idKey] : undefined;
  const values = Array.isArray(value) ? value : [value];
  return values.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
}

/**
 * Runs a handler of an endpoint bound to a record (`record` in the endpoint table; others run as
 * they are). A read answers the record's ETag. Besides:
 * - a change runs in one transaction that first claims the record (If-Match checked there, 412
 *   when stale, D55), answers the new ETag, and is announced once committed (D56);
 * - a create, delete or bulk change is announced; a delete or bulk change of one record that
 *   sends If-Match is claimed first like a change (a list row's action).
 */
export async function runBound<T>(options: {
  endpoint: Endpoint;
  c: Context;
  db: Db;
  auth: Auth | undefined;
  broadcaster: Broadcaster;
  params: Record<string, unknown>;
  input: unknown;
  handler: (db: Db) => Promise<T>;
}): Promise<T> {
  const { endpoint, c, db, auth, broadcaster, params, input } = options;
  const binding = endpoint.record;
  if (!binding) return options.handler(db);

  if (binding.role === 'read') {
    const answer = await options.handler(db);
    const [id] = idsOf(endpoint, params, input, answer);
    const version = id === undefined ? null : await readVersion(db, binding.type, id);
    if (version !== null) c.header(etagHeader, etagOf(version));
    return answer;
  }

  let answer: T;
  let versions: (number | null)[];
  const precondition = preconditionOf(c.req.header(ifMatchHeader));
  const named = idsOf(endpoint, params, input, undefined);
  // A delete or a bulk change of one record (a list row's action) honours If-Match like a change.
  const isClaimed =
    binding.role === 'change' ||
    (precondition.kind !== 'none' &&
      (binding.role === 'delete' || binding.role === 'bulk') &&
      named.length === 1);
  if (isClaimed) {
    const [id] = named;
    ({ answer, versions } = await db.transaction(async (tx) => {
      if (id !== undefined) await claimRecord(tx, binding.type, id, precondition);
      const changed = await options.handler(tx);
      return {
        answer: changed,
        versions: [id === undefined ? null : await readVersion(tx, binding.type, id)],
      };
    }));
    if (binding.role !== 'delete' && versions[0] !== null && versions[0] !== undefined)
      c.header(etagHeader, etagOf(versions[0]));
  } else {
    answer = await options.handler(db);
    versions = [];
  }

  const ids = idsOf(endpoint, params, input, answer);
  if (ids.length === 0 || !auth) return answer;
  const [actor] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, auth.user.id));
  const fields =
    binding.role === 'change' && isObject(input)
      ? Object.keys(input).filter((field) => field !== binding.idKey)
      : [];
  const at = new Date().toISOString();
  // Only the roles that may read the record hear of it (D71); read once for all its ids.
  const roleIds = await roleIdsWith(db, recordReadPermissions[binding.type]);
  for (const [index, id] of ids.entries()) {
    const version =
      binding.role === 'delete'
        ? null
        : (versions[index] ?? (await readVersion(db, binding.type, id)));
    const change: RecordChanged = {
      type: binding.type,
      id,
      action:
        binding.role === 'create' ? 'created' : binding.role === 'delete' ? 'deleted' : 'changed',
      fields,
      actor: { id: actor?.id ?? auth.user.id, name: actor?.name ?? actor?.email ?? '' },
      version,
      at,
    };
    await announceRecordChange(broadcaster, change, socketIdOf(c), roleIds);
  }
  return answer;
}
