import type { AdminShopper } from '@qadhya/contracts';
import { formatNumber } from '@qadhya/domain';
import { Badge } from '../../../components/ui/Badge.tsx';
import { DataTable } from '../../../components/ui/DataTable.tsx';
import { rowAction } from '../../../components/ui/row-action.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';

const col = columnsFor<AdminShopper>();

function columns(onOpen: (s: AdminShopper) => void): AdminColumn<AdminShopper>[] {
  return [
    col.accessor('name', { header: 'Client', cell: (c) => <strong>{c.getValue() || 'Sans nom'}</strong> }),
    col.accessor('id', { header: 'UID', cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
    col.accessor('phone', { header: 'Téléphone' }),
    col.accessor('card_number', {
      header: 'Carte',
      cell: (c) => (c.getValue() ? <code className="ui-mono">{c.getValue()}</code> : '—'),
    }),
    col.accessor('points', {
      header: 'Points',
      cell: (c) => <span className="loyalty-num">{formatNumber(c.getValue(), 'fr')}</span>,
    }),
    col.accessor('tier_label', { header: 'Niveau', cell: (c) => <Badge tone="brand">{c.getValue()}</Badge> }),
    rowAction('Ouvrir', onOpen, (s) => `Ouvrir le portefeuille de ${s.name || s.id}`),
  ];
}

/** The search's shoppers: the full phone (staff only), card, points and tier. */
export function ShopperTable({
  shoppers,
  loading,
  onOpen,
}: {
  shoppers: AdminShopper[];
  loading: boolean;
  onOpen: (s: AdminShopper) => void;
}) {
  return (
    <DataTable
      caption="Clients trouvés"
      columns={columns(onOpen)}
      sortable={false}
      data={shoppers}
      getRowId={(s) => String(s.id)}
      loading={loading}
      emptyText="Aucun client ne correspond."
    />
  );
}
