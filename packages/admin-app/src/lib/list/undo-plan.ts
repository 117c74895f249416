/** A record as it was before a status change. */
export interface StatusBefore<Id> {
  id: Id;
  status: string;
}

/**
 * What undoing a status change has to send: for each earlier status, the records to put back in
 * it. Records that already had the new status did not change, so undo leaves them alone (undo
 * restores exactly the records the change moved). In the order the statuses first appear.
 */
export function undoPlan<Id>(
  before: readonly StatusBefore<Id>[],
  changedTo: string,
): { status: string; ids: Id[] }[] {
  const groups = new Map<string, Id[]>();
  for (const { id, status } of before) {
    if (status === changedTo) continue;
    const ids = groups.get(status);
    if (ids) ids.push(id);
    else groups.set(status, [id]);
  }
  return [...groups].map(([status, ids]) => ({ status, ids }));
}

/**
 * The status-update action that puts a partner or a product back in an earlier status (both take
 * accept and suspended, docs/product/part-2.md §4); null for Pending, which no action reaches,
 * so a change from Pending offers no Undo.
 */
export function statusActionBack(status: string): 'accept' | 'suspended' | null {
  if (status === 'Active') return 'accept';
  return status === 'Suspended' ? 'suspended' : null;
}
