// The audit log's before/after as a field-by-field comparison: nested objects are flattened to dotted
// paths (`price.som`, `name.ru`), so a change deep inside a record shows as the one field that changed.

export type FieldChange = 'added' | 'removed' | 'changed' | 'same';

export interface FieldDiff {
  /** Dotted path ('' for a before/after that is not an object). */
  field: string;
  before: unknown;
  after: unknown;
  change: FieldChange;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Leaves of a value by dotted path; arrays are leaves (compared whole), as are empty objects. */
export function flatten(value: unknown, prefix = '', into: Map<string, unknown> = new Map()): Map<string, unknown> {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields of `before` and `after`, each marked added / removed / changed / same, changed ones first in
 * the records' own order. A missing side (a creation, a deletion) counts as undefined.
 */
export function diffRecords(before: unknown, after: unknown): FieldDiff[] {
  const absent = (value: unknown) => value === null || value === undefined;
  const left = absent(before) ? new Map<string, unknown>() : flatten(before);
  const right = absent(after) ? new Map<string, unknown>() : flatten(after);
  const fields = [...new Set([...left.keys(), ...right.keys()])];
  const rows = fields.map((field): FieldDiff => {
    const inBefore = left.has(field);
    const inAfter = right.has(field);
    const was = left.get(field);
    const now = right.get(field);
    let change: FieldChange;
    if (inBefore && !inAfter) change = 'removed';
    else if (!inBefore && inAfter) change = 'added';
    else change = sameValue(was, now) ? 'same' : 'changed';
    return { field, before: was, after: now, change };
  });
  const rank = (row: FieldDiff) => (row.change === 'same' ? 1 : 0);
  return rows.map((row, index) => ({ row, index })).sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index).map(({ row }) => row);
}

/** A value as one readable line: text as is, "—" for nothing, JSON for the rest. */
export function displayValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
