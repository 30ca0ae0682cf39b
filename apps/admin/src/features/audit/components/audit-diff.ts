export interface FieldChange {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** before/after of an audit line as a list of fields, the changed ones first (a creation: all new). */
export function auditDiff(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return [
      {
        field: '(valeur)',
        before: show(before ?? undefined),
        after: show(after ?? undefined),
        changed: JSON.stringify(before) !== JSON.stringify(after),
      },
    ];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const rows = fields.map((field) => {
    const was = JSON.stringify(b[field]);
    const now = JSON.stringify(a[field]);
    return { field, before: show(b[field]), after: show(a[field]), changed: was !== now };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}
