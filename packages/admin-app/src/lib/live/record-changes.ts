import { useSyncExternalStore } from 'react';
import type { RecordChanged, RecordType } from '@packlight/api-types';

// The last change made elsewhere to each record while this tab was open (D56), for the
// record page's "Changed by ... just now".
const changes = new Map<string, RecordChanged>();
const listeners = new Set<() => void>();

const keyOf = (type: RecordType, id: number) => `${type}.${id}`;

/** Notes a change that arrived on the admin channel. */
export function noteRecordChange(change: RecordChanged): void {
  changes.set(keyOf(change.type, change.id), change);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The last change made elsewhere to the record since this tab opened; null if none. */
export function useRecordChange(type: RecordType, id: number | null): RecordChanged | null {
  return useSyncExternalStore(subscribe, () =>
    id === null ? null : (changes.get(keyOf(type, id)) ?? null),
  );
}
