import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff.ts';

describe('auditDiff: an audit line field by field', () => {
  it('puts the changed fields first and keeps the unchanged ones', () => {
    const rows = auditDiff(
      { role: 'marketing', stores: [], disabled: false },
      { role: 'store_manager', stores: ['TN0001'], disabled: false },
    );
    expect(rows).toEqual([
      { field: 'role', before: '"marketing"', after: '"store_manager"', changed: true },
      { field: 'stores', before: '[]', after: '["TN0001"]', changed: true },
      { field: 'disabled', before: 'false', after: 'false', changed: false },
    ]);
  });

  it('shows a creation (no before) and a removal (no after) as all changed', () => {
    expect(auditDiff(null, { email: 'a@b.tn' })).toEqual([{ field: 'email', before: '—', after: '"a@b.tn"', changed: true }]);
    expect(auditDiff({ name: 'ERP' }, null)).toEqual([{ field: 'name', before: '"ERP"', after: '—', changed: true }]);
  });

  it('compares nested values by content, and plain values as one row', () => {
    expect(auditDiff({ hours: [{ opens: '08:00' }] }, { hours: [{ opens: '08:00' }] })[0]!.changed).toBe(false);
    expect(auditDiff(3, 4)).toEqual([{ field: '(valeur)', before: '3', after: '4', changed: true }]);
  });
});
