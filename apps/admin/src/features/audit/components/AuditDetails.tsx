import { auditDiff } from './audit-diff.ts';

/** An audit line's before and after, field by field; changed fields first and marked. */
export function AuditDetails({ before, after }: { before: unknown; after: unknown }) {
  const rows = auditDiff(before, after);
  return (
    <table className="audit-diff">
      <caption className="visually-hidden">Avant et après</caption>
      <thead>
        <tr>
          <th scope="col">Champ</th>
          <th scope="col">Avant</th>
          <th scope="col">Après</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.field} className={r.changed ? 'audit-changed' : undefined}>
            <th scope="row">
              {r.field}
              {r.changed ? <span className="visually-hidden"> (modifié)</span> : null}
            </th>
            <td className="ui-mono">{r.before}</td>
            <td className="ui-mono">{r.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
