import { useMemo } from 'react';
import type { Staff } from '@qadhya/contracts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { DataTable } from '../../../components/ui/DataTable.tsx';
import { rowAction } from '../../../components/ui/row-action.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';
import { roleLabel } from '../../../lib/auth/roles.ts';

const col = columnsFor<Staff>();

function columns(onEdit: (member: Staff) => void): AdminColumn<Staff>[] {
  return [
    col.accessor('email', { header: 'E-mail', sortFn: 'alphanumeric', cell: (c) => <strong>{c.getValue()}</strong> }),
    col.accessor('role', { header: 'Rôle', sortFn: 'text', cell: (c) => roleLabel(c.getValue()) }),
    col.accessor((m) => m.stores.join(', '), {
      id: 'stores',
      header: 'Magasins',
      enableSorting: false,
      cell: (c) => c.getValue() || <span className="ui-muted">—</span>,
    }),
    col.accessor('totp_enrolled', {
      header: 'Double authentification',
      sortFn: 'basic',
      cell: (c) =>
        c.row.original.factor_locked ? (
          <Badge tone="error">Bloquée (codes incorrects)</Badge>
        ) : c.getValue() ? (
          <Badge tone="success">Activée</Badge>
        ) : (
          <Badge tone="warning">À activer</Badge>
        ),
    }),
    col.accessor('disabled', {
      header: 'État',
      sortFn: 'basic',
      cell: (c) => (c.getValue() ? <Badge tone="error">Désactivé</Badge> : <Badge tone="success">Actif</Badge>),
    }),
    rowAction('Modifier', onEdit, (m) => `Modifier ${m.email}`),
  ];
}

/** The staff, sortable by column. */
export function StaffTable({ staff, loading, onEdit }: { staff: Staff[]; loading: boolean; onEdit: (member: Staff) => void }) {
  // Stable columns: TanStack Table rebuilds its row models when they change.
  const cols = useMemo(() => columns(onEdit), [onEdit]);
  return (
    <DataTable
      caption="Membres du personnel"
      columns={cols}
      data={staff}
      getRowId={(m) => String(m.id)}
      loading={loading}
      initialSorting={[{ id: 'email', desc: false }]}
      emptyText="Aucun membre."
    />
  );
}
