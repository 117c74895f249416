/** A field another admin changed while this one edited the record (D59). */
export interface FieldChange {
  field: string;
  label: string;
  /** The new value in words; null when it has none to show (opening hours, a file). */
  value: string | null;
}

function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object' && 'address' in value) return valueText(value.address);
  return null;
}

/**
 * The labelled fields whose value differs between the record as the form loaded it and as it is
 * now, in the labels' order. Values compare as JSON: form values are plain data.
 */
export function changedMeanwhile<Values extends object>(
  before: Values,
  after: Values,
  labels: Partial<Record<keyof Values & string, string>>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, label] of Object.entries(labels) as [keyof Values & string, string][]) {
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    changes.push({ field, label, value: valueText(after[field]) });
  }
  return changes;
}
