import type { AdminLastChanceRow } from '@qadhya/contracts';
import { formatMoney, formatNumber, formatPercent } from '@qadhya/domain';
import { tableOf } from '../../../components/ui/DataTable.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';

const col = columnsFor<AdminLastChanceRow>();

const columns: AdminColumn<AdminLastChanceRow>[] = [
  col.accessor('sku', { header: 'Code', cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
  col.accessor('name', { header: 'Produit', cell: (c) => <strong>{c.getValue()}</strong> }),
  col.accessor('ancien_pv', { header: 'Ancien prix', cell: (c) => <s>{formatMoney(c.getValue(), 'fr')}</s> }),
  col.accessor('nouveau_pv', {
    header: 'Prix dernière chance',
    cell: (c) => <strong>{formatMoney(c.getValue(), 'fr')}</strong>,
  }),
  col.accessor('remise', { header: 'Remise', cell: (c) => formatPercent(c.getValue(), 'fr', { signed: true }) }),
  col.accessor('stock', { header: 'Stock', cell: (c) => formatNumber(c.getValue(), 'fr') }),
];

/** One page of a store's last-chance offers. */
export const LastChanceTable = tableOf<AdminLastChanceRow>({
  caption: 'Offres dernière chance du magasin',
  columns,
  sortable: false,
  getRowId: (r) => r.sku,
  emptyText: 'Aucune offre dernière chance dans ce magasin.',
});
