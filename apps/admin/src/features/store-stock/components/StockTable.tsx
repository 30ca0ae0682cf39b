import type { AdminStockRow } from '@qadhya/contracts';
import { formatDateTime, formatNumber } from '@qadhya/domain';
import { Badge } from '../../../components/ui/Badge.tsx';
import { tableOf } from '../../../components/ui/DataTable.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';

const col = columnsFor<AdminStockRow>();

const columns: AdminColumn<AdminStockRow>[] = [
  col.accessor('sku', { header: 'Code', cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
  col.accessor('name', { header: 'Produit', cell: (c) => <strong>{c.getValue()}</strong> }),
  col.accessor('marque', { header: 'Marque', cell: (c) => c.getValue() ?? '—' }),
  col.accessor('ean', { header: 'EAN', cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
  col.accessor('stock', {
    header: 'Stock',
    cell: (c) =>
      c.getValue() === 0 ? <Badge tone="error">Rupture</Badge> : <span className="stock-figure">{formatNumber(c.getValue(), 'fr')}</span>,
  }),
  col.accessor('updated_at', { header: 'Mis à jour', cell: (c) => formatDateTime(c.getValue(), 'fr') }),
];

/** One page of a store's stock (the server pages and searches). */
export const StockTable = tableOf<AdminStockRow>({
  caption: 'Stock du magasin',
  columns,
  sortable: false,
  getRowId: (r) => r.sku,
  emptyText: 'Aucun produit ne correspond.',
});
