import type { ImportPreview, RowError } from '@qadhya/contracts';
import { formatMoney, formatNumber } from '@qadhya/domain';
import { useMemo } from 'react';
import { Badge } from '../../../components/ui/Badge.tsx';
import { DataTable } from '../../../components/ui/DataTable.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';
import type { ImportKind } from '../api/run-import.ts';
import { rowErrorText } from '../model/row-errors.ts';

type Row = ImportPreview['rows'][number];
const col = columnsFor<Row>();
// Figures and prices as the back office writes them (docs/formats.md).
const num = (v: number | null | undefined) => (v === null || v === undefined ? <span className="ui-muted">—</span> : formatNumber(v, 'fr'));
const price = (v: number | null | undefined) =>
  v === null || v === undefined ? <span className="ui-muted">—</span> : formatMoney(v, 'fr');

/** The file's lines as the server read them, each refused one marked with why. */
export function ImportPreviewTable({ kind, preview }: { kind: ImportKind; preview: ImportPreview }) {
  const byLine = useMemo(() => {
    const map = new Map<number, RowError[]>();
    for (const e of preview.errors) if (e.line !== undefined) map.set(e.line, [...(map.get(e.line) ?? []), e]);
    return map;
  }, [preview.errors]);
  const columns = useMemo<AdminColumn<Row>[]>(
    () => [
      col.accessor('line', { header: 'Ligne', sortFn: 'basic' }),
      col.accessor('sku', { header: 'Sku', sortFn: 'alphanumeric', cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
      ...(kind === 'last_chance'
        ? [
            col.accessor('nouveau_pv', { header: 'Nouveau prix', enableSorting: false, cell: (c) => price(c.getValue()) }),
            col.accessor('ancien_pv', { header: 'Ancien prix', enableSorting: false, cell: (c) => price(c.getValue()) }),
          ]
        : []),
      col.accessor('stock', { header: 'Stock', sortFn: 'basic', cell: (c) => num(c.getValue()) }),
      col.display({
        id: 'check',
        header: 'Contrôle',
        cell: (c) => {
          const errors = byLine.get(c.row.original.line);
          return errors ? <Badge tone="error">{errors.map(rowErrorText).join(' ; ')}</Badge> : <Badge tone="success">OK</Badge>;
        },
      }),
    ],
    [kind, byLine],
  );
  return (
    <DataTable
      caption="Lignes du fichier"
      columns={columns}
      data={preview.rows}
      getRowId={(r) => String(r.line)}
      emptyText="Aucune ligne lue."
    />
  );
}
