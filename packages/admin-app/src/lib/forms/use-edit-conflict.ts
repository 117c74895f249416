import { useState } from 'react';
import type { RecordType } from '@packlight/api-types';
import { ApiError } from '../api-error.ts';
import { versionOf } from '../live/record-versions.ts';
import { changedMeanwhile, type FieldChange } from './conflict.ts';

/** A 412 the form shows: what changed meanwhile, and the record's values now (for Discard). */
export interface EditConflict<Values> {
  changes: FieldChange[];
  values: Values;
}

/**
 * An edit form's side of If-Match (D55, D59): the version its values came from, taken once when
 * the form starts, and on 412 what changed meanwhile, read from the record as it is now. The
 * caller saves with `version` and hands a failure to `onSaveFailed`, which answers whether it was
 * a conflict (then shown) or something else (the caller shows that).
 */
export function useEditConflict<Values extends object>(options: {
  type: RecordType;
  id: number | undefined;
  defaultValues: Values;
  version: string | undefined;
  labels: Partial<Record<keyof Values & string, string>>;
  /** The record's form values as they are now, read from the server. */
  load: (id: number) => Promise<Values>;
}) {
  const { type, id, labels, load } = options;
  const [base, setBase] = useState({ values: options.defaultValues, version: options.version });
  const [conflict, setConflict] = useState<EditConflict<Values> | null>(null);

  async function onSaveFailed(error: unknown): Promise<boolean> {
    if (id === undefined || !(error instanceof ApiError) || error.status !== 412) return false;
    const fresh = await load(id);
    setConflict({ changes: changedMeanwhile(base.values, fresh, labels), values: fresh });
    setBase({ values: fresh, version: versionOf(type, id) });
    return true;
  }

  return {
    /** The version to save with, as If-Match. */
    version: base.version,
    conflict,
    onSaveFailed,
    /** Forgets the conflict (after a save). */
    clear: () => setConflict(null),
    /** Drops what was typed: `reset` loads the record as it is now into the form. */
    discard: (reset: (values: Values) => void) => {
      if (conflict) reset(conflict.values);
      setConflict(null);
    },
  };
}
