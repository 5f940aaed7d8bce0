// The audit log shows which fields of a record changed, however deep inside it.
import { describe, expect, it } from 'vitest';
import { diffRecords, displayValue } from './audit-diff.ts';

describe('diffRecords', () => {
  it('marks changed, added, removed and unchanged fields by dotted path, changed ones first', () => {
    const before = { name: { uz: 'Osh', ru: 'Плов' }, price: 30000, isActive: true, labels: ['hit'], old: 'x' };
    const after = { name: { uz: 'Osh', ru: 'Плов по-ташкентски' }, price: 32000, isActive: true, labels: ['hit', 'new'], calories: 640 };
    expect(diffRecords(before, after)).toEqual([
      { field: 'name.ru', before: 'Плов', after: 'Плов по-ташкентски', change: 'changed' },
      { field: 'price', before: 30000, after: 32000, change: 'changed' },
      { field: 'labels', before: ['hit'], after: ['hit', 'new'], change: 'changed' },
      { field: 'old', before: 'x', after: undefined, change: 'removed' },
      { field: 'calories', before: undefined, after: 640, change: 'added' },
      { field: 'name.uz', before: 'Osh', after: 'Osh', change: 'same' },
      { field: 'isActive', before: true, after: true, change: 'same' },
    ]);
  });

  it('shows a creation as every field added and a deletion as every field removed', () => {
    expect(diffRecords(null, { role: 'MANAGER', email: 'm@x.uz' }).map((row) => `${row.field}:${row.change}`)).toEqual(['role:added', 'email:added']);
    expect(diffRecords({ code: 'SALE' }, undefined).map((row) => `${row.field}:${row.change}`)).toEqual(['code:removed']);
    expect(diffRecords(null, null)).toEqual([]);
  });

  it('compares values that are not objects as a whole', () => {
    expect(diffRecords('open', 'closed')).toEqual([{ field: '', before: 'open', after: 'closed', change: 'changed' }]);
    expect(diffRecords({ hours: {} }, { hours: {} })).toEqual([{ field: 'hours', before: {}, after: {}, change: 'same' }]);
  });
});

describe('displayValue', () => {
  it('prints text as is, nothing as a dash, and the rest as JSON', () => {
    expect(displayValue('Плов')).toBe('Плов');
    expect(displayValue(null)).toBe('—');
    expect(displayValue(undefined)).toBe('—');
    expect(displayValue(false)).toBe('false');
    expect(displayValue({ configured: true })).toBe('{"configured":true}');
  });
});
