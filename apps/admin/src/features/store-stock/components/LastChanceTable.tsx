import type { AdminLastChanceRow } from '@qadhya/contracts';
import { tableOf } from '../../../components/ui/DataTable.tsx';
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
export const LastChanceTable = tableOf<AdminLastChanceRow>({
  caption: 'Offres dernière chance du magasin',
  columns,
  sortable: false,
  getRowId: (r) => r.sku,
  emptyText: 'Aucune offre dernière chance dans ce magasin.',
});
