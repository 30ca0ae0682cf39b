import { useMemo } from 'react';
import type { ApiKey } from '@qadhya/contracts';
import { formatDateTime } from '@qadhya/domain';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { DataTable } from '../../../components/ui/DataTable.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';
import { SCOPE_LABELS } from '../model/scopes.ts';

const col = columnsFor<ApiKey>();
/** An instant as read in Tunis (docs/formats.md), « — » for none. */
const date = (iso: string | null) => (iso ? formatDateTime(iso, 'fr') : '—');

function columns(onRevoke: (key: ApiKey) => void): AdminColumn<ApiKey>[] {
  return [
    col.accessor('name', { header: 'Nom', sortFn: 'alphanumeric', cell: (c) => <strong>{c.getValue()}</strong> }),
    col.accessor('prefix', {
      header: 'Début de la clé',
      enableSorting: false,
      cell: (c) => <code className="ui-mono">{c.getValue()}…</code>,
    }),
    col.accessor((k) => k.scopes.map((s) => SCOPE_LABELS[s]).join(', '), { id: 'scopes', header: 'Droits', enableSorting: false }),
    col.accessor((k) => k.stores.join(', '), {
      id: 'stores',
      header: 'Magasins',
      enableSorting: false,
      cell: (c) => c.getValue() || 'Tous',
    }),
    col.accessor('created_at', { header: 'Créée le', sortFn: 'text', cell: (c) => date(c.getValue()) }),
    col.accessor('last_used_at', { header: 'Dernier usage', sortFn: 'text', cell: (c) => date(c.getValue()) }),
    col.display({
      id: 'state',
      header: 'État',
      cell: (c) =>
        c.row.original.revoked_at ? (
          <Badge tone="error">Révoquée le {date(c.row.original.revoked_at)}</Badge>
        ) : (
          <Button size="sm" variant="danger" onClick={() => onRevoke(c.row.original)} aria-label={`Révoquer la clé ${c.row.original.name}`}>
            Révoquer
          </Button>
        ),
    }),
  ];
}

export function ApiKeysTable({ keys, loading, onRevoke }: { keys: ApiKey[]; loading: boolean; onRevoke: (key: ApiKey) => void }) {
  // Stable columns: TanStack Table rebuilds its row models when they change.
  const cols = useMemo(() => columns(onRevoke), [onRevoke]);
  return (
    <DataTable caption="Clés d’API" columns={cols} data={keys} getRowId={(k) => String(k.id)} loading={loading} emptyText="Aucune clé." />
  );
}
