import type { AdminStore } from '@qadhya/contracts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { DataTable } from '../../../components/ui/DataTable.tsx';
import { rowAction } from '../../../components/ui/row-action.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';

const col = columnsFor<AdminStore>();

function columns(onOpen: (s: AdminStore) => void, actionLabel: string): AdminColumn<AdminStore>[] {
  return [
    col.accessor('magasin_code', { header: 'Code', cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
    col.accessor('storename', { header: 'Magasin', cell: (c) => <strong>{c.getValue()}</strong> }),
    col.accessor('city', { header: 'Délégation' }),
    col.accessor('region_name', { header: 'Gouvernorat' }),
    col.accessor('phone', { header: 'Téléphone' }),
    col.accessor('temporarily_closed', {
      header: 'État',
      cell: (c) => (c.getValue() ? <Badge tone="error">Fermé temporairement</Badge> : <Badge tone="success">Ouvert</Badge>),
    }),
    rowAction(actionLabel, onOpen, (s) => `${actionLabel} ${s.storename}`),
  ];
}

export function StoreTable({
  stores,
  loading,
  canEdit,
  onOpen,
}: {
  stores: AdminStore[];
  loading: boolean;
  canEdit: boolean;
  onOpen: (s: AdminStore) => void;
}) {
  return (
    <DataTable
      caption="Magasins"
      columns={columns(onOpen, canEdit ? 'Modifier' : 'Voir')}
      sortable={false}
      data={stores}
      getRowId={(s) => s.magasin_code}
      loading={loading}
      emptyText="Aucun magasin ne correspond."
    />
  );
}
