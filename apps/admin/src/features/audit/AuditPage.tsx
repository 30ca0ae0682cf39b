import type { ApiKey, AuditEntry, Staff } from '@qadhya/contracts';
import { formatDateTime } from '@qadhya/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { DataTable } from '../../components/ui/DataTable.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { PagedList } from '../../components/ui/PagedList.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { columnsFor, type AdminColumn } from '../../components/ui/table-features.ts';
import { fromFirstPage } from '../../lib/lists/list-page.ts';
import { listStaff, staffKey } from '../../lib/staff/list-staff.ts';
import { apiKeysKey } from '../../lib/api-keys/api-keys-key.ts';
import { listAuditApiKeys } from './api/list-audit-api-keys.ts';
import { listAudit, type AuditFilters as Filters } from './api/list-audit.ts';
import { AuditDetails } from './components/AuditDetails.tsx';
import { AuditFilters } from './components/AuditFilters.tsx';
import './audit.css';

type Entry = z.infer<typeof AuditEntry>;
const PAGE_SIZE = 25;
const col = columnsFor<Entry>();
/** An instant as read in Tunis (docs/formats.md): « 24/11/2026 14:05 ». */
const when = (iso: string) => formatDateTime(iso, 'fr');

function columns(staffById: Map<number, Staff>, keyById: Map<number, ApiKey>): AdminColumn<Entry>[] {
  return [
    col.accessor('at', {
      header: 'Date (Tunis)',
      cell: (c) => <time dateTime={c.getValue()}>{when(c.getValue())}</time>,
    }),
    col.accessor('staff_id', {
      header: 'Qui',
      cell: (c) => {
        const id = c.getValue();
        const key = c.row.original.api_key_id;
        if (id !== null) return staffById.get(id)?.email ?? `#${id}`;
        if (key !== null) return <span>Clé d’API « {keyById.get(key)?.name ?? `#${key}`} »</span>;
        return <span className="ui-muted">ligne de commande</span>;
      },
    }),
    col.accessor('action', { header: 'Action', cell: (c) => <code className="ui-mono">{c.getValue()}</code> }),
    col.accessor((e) => `${e.entity}${e.entity_id ? ` #${e.entity_id}` : ''}`, { id: 'entity', header: 'Élément' }),
  ];
}

/** The audit log (admin): every write, newest first, server-paged and filtered; never editable. */
export default function AuditPage() {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Filters>({});
  const staff = useQuery({ queryKey: staffKey, queryFn: listStaff });
  const audit = useQuery({
    queryKey: ['audit', page, filters],
    queryFn: () => listAudit(page, PAGE_SIZE, filters),
    placeholderData: keepPreviousData,
  });
  // Under the API keys' query key: a key created or revoked refreshes it.
  const keys = useQuery({ queryKey: [...apiKeysKey, 'audit'], queryFn: listAuditApiKeys });
  const staffById = useMemo(() => new Map((staff.data ?? []).map((m) => [m.id, m])), [staff.data]);
  const keyById = useMemo(() => new Map((keys.data ?? []).map((k) => [k.id, k])), [keys.data]);
  const cols = useMemo(() => columns(staffById, keyById), [staffById, keyById]);
  return (
    <div className="ui-stack">
      <PageHeader
        title="Journal d'audit"
        description="Chaque écriture du back office et des intégrations : qui, quand, quoi, avant et après. Le journal ne peut être ni modifié ni effacé."
      />
      <Panel>
        <AuditFilters staff={staff.data ?? []} apiKeys={keys.data ?? []} onApply={fromFirstPage(setFilters, setPage)} />
        <PagedList query={audit} onPage={setPage}>
          <DataTable
            caption="Lignes du journal"
            columns={cols}
            sortable={false}
            data={audit.data?.items ?? []}
            getRowId={(e) => String(e.id)}
            loading={audit.isPending}
            emptyText="Aucune ligne pour ces filtres."
            renderExpanded={(e) => <AuditDetails before={e.before} after={e.after} />}
            expandLabel={(e) => `Détails de ${e.action} du ${when(e.at)}`}
          />
        </PagedList>
      </Panel>
    </div>
  );
}
