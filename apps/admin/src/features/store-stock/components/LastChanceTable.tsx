import type { AdminLastChanceRow } from '@qadhya/contracts';
import { DataTable } from '../../../components/ui/DataTable.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';
import { formatMillimes } from '../../../lib/format/money.ts';

const col = columnsFor<AdminLastChanceRow>();

const columns: AdminColumn<AdminLastChanceRow>[] = [
  col.accessor('sku', { header: 'Code', cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
  col.accessor('name', { header: 'Produit', cell: (c) => <strong>{c.getValue()}</strong> }),
  col.accessor('ancien_pv', { header: 'Ancien prix', cell: (c) => <s>{formatMillimes(c.getValue())} DT</s> }),
  col.accessor('nouveau_pv', {
    header: 'Prix dernière chance',
    cell: (c) => <strong>{formatMillimes(c.getValue())} DT</strong>,
  }),
  col.accessor('remise', { header: 'Remise', cell: (c) => `−${c.getValue()} %` }),
  col.accessor('stock', { header: 'Stock' }),
];

/** One page of a store's last-chance offers. */
export function LastChanceTable({ rows, loading }: { rows: AdminLastChanceRow[]; loading: boolean }) {
  return (
    <DataTable
      caption="Offres dernière chance du magasin"
      columns={columns}
      sortable={false}
      data={rows}
      getRowId={(r) => r.sku}
      loading={loading}
      emptyText="Aucune offre dernière chance dans ce magasin."
    />
  );
}
