import type { AdminShopperReceipt } from '@qadhya/contracts';
import { byId, tableOf } from '../../../components/ui/DataTable.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';
import { dt, formatDateTime } from './format.ts';

const col = columnsFor<AdminShopperReceipt>();
const money = (m: number) => <span className="loyalty-num">{dt(m)}</span>;

const columns: AdminColumn<AdminShopperReceipt>[] = [
  col.accessor('purchased_at', { header: 'Date', cell: (c) => formatDateTime(c.getValue()) }),
  col.accessor('store', {
    header: 'Magasin',
    cell: (c) => `${c.getValue()}${c.row.original.kind === 'return' ? ' (retour)' : ''}`,
  }),
  col.accessor('total', { header: 'Total', cell: (c) => money(c.getValue()) }),
  col.accessor('discount', { header: 'Remise', cell: (c) => (c.getValue() ? money(c.getValue()) : '—') }),
  col.accessor('paid', { header: 'Payé', cell: (c) => money(c.getValue()) }),
  col.accessor('points', { header: 'Points', cell: (c) => <span className="loyalty-num">{c.getValue()}</span> }),
];

/** The shopper's last 20 receipts. */
export const ReceiptsTable = tableOf<AdminShopperReceipt>({
  caption: 'Derniers tickets',
  columns,
  sortable: false,
  getRowId: byId,
  emptyText: 'Aucun ticket.',
});
