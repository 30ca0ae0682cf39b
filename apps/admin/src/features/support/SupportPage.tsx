import { SUPPORT_KINDS, SUPPORT_STATUSES, type SupportKind, type SupportStatus } from '@qadhya/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '../../components/ui/FilterSelect.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { SearchBox } from '../../components/ui/SearchBox.tsx';
import { Segmented } from '../../components/ui/Segmented.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { listSimReservations, simListKey } from './api/sim-reservations.ts';
import { getRequest, inboxKey, listRequests, requestKey, type InboxFilters } from './api/support.ts';
import { InboxLayout } from './components/InboxLayout.tsx';
import { RequestDetail } from './components/RequestDetail.tsx';
import { RequestList } from './components/RequestList.tsx';
import { SimReservationsView } from './components/SimReservationsView.tsx';
import { KIND_LABELS, STATUS_LABELS } from './model/labels.ts';
import './support.css';

type StatusFilter = SupportStatus | 'tous';
type AssignedFilter = 'all' | 'me' | 'none';

/** The tab of the shoppers' SIM reservations, beside the kinds of requests (?kind=sim). */
const SIM_TAB = 'sim';

/**
 * « Support »: what shoppers and visitors send, by kind and status; one request open beside the list
 * with its photo, replies, status, assignee and « Idée retenue » (docs/help.md#support-inbox).
 */
export default function SupportPage() {
  const [params, setParams] = useSearchParams();
  const simView = params.get('kind') === SIM_TAB;
  const kind = (SUPPORT_KINDS as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as SupportKind) : 'report';
  const openId = Number(params.get('id')) || null;
  const [status, setStatus] = useState<StatusFilter>('tous');
  const [assigned, setAssigned] = useState<AssignedFilter>('all');
  const [q, setQ] = useState('');
  const onSearch = useCallback((text: string) => setQ(text), []);
  const filters: InboxFilters = {
    kind,
    status: status === 'tous' ? undefined : status,
    assigned: assigned === 'all' ? undefined : assigned,
    q: q || undefined,
  };
  const inbox = useInfiniteQuery({
    queryKey: [...inboxKey, filters],
    queryFn: ({ pageParam, signal }) => listRequests(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
  const detail = useQuery({
    queryKey: requestKey(openId ?? 0),
    queryFn: ({ signal }) => getRequest(openId!, signal),
    enabled: openId !== null && !simView,
  });
  // The SIM tab's figure: reservations received or in progress (one row asked, the counts cover all).
  const simCounts = useQuery({
    queryKey: [...simListKey, 'counts'],
    queryFn: ({ signal }) => listSimReservations(undefined, null, signal, 1).then((p) => p.counts),
  });
  const simWaiting = simCounts.data ? (simCounts.data.recue ?? 0) + (simCounts.data.en_traitement ?? 0) : null;
  const counts = inbox.data?.pages[0]?.counts;
  const items = inbox.data?.pages.flatMap((p) => p.items) ?? [];
  const select = (next: { kind?: SupportKind | typeof SIM_TAB; id?: number | null }) => {
    const p = new URLSearchParams(params);
    if (next.kind) {
      p.set('kind', next.kind);
      p.delete('id');
    }
    if (next.id !== undefined) {
      if (next.id === null) p.delete('id');
      else p.set('id', String(next.id));
    }
    setParams(p);
  };
  const waiting = (k: SupportKind) => (counts ? counts[k].nouveau + counts[k].en_cours : 0);
  return (
    <div className="ui-stack">
      <PageHeader
        title="Support"
        description="Signalements, idées, messages de contact et avis des clients : attribuez-les, répondez-leur (la réponse arrive dans leurs notifications, ou par e-mail pour un visiteur) et retenez les bonnes idées. Les réservations de SIM s’y traitent aussi."
      />
      <Tabs
        label="Type de demande"
        tabs={[
          ...SUPPORT_KINDS.map((k) => ({ id: k, label: counts ? `${KIND_LABELS[k]} (${waiting(k)} à traiter)` : KIND_LABELS[k] })),
          { id: SIM_TAB, label: simWaiting === null ? 'Réservations SIM' : `Réservations SIM (${simWaiting} à traiter)` },
        ]}
        selected={simView ? SIM_TAB : kind}
        onSelect={(id) => select({ kind: id as SupportKind | typeof SIM_TAB })}
      >
        {simView ? (
          <SimReservationsView openId={openId} onOpen={(id) => select({ id })} />
        ) : (
          <InboxLayout
            filters={
              <>
                <Segmented<StatusFilter>
                  label="Statut"
                  value={status}
                  onChange={setStatus}
                  options={[
                    { value: 'tous', label: 'Tous' },
                    ...SUPPORT_STATUSES.map((s) => ({ value: s, label: `${STATUS_LABELS[s]}${counts ? ` (${counts[kind][s]})` : ''}` })),
                  ]}
                />
                <div className="support-filter-row">
                  <FilterSelect<AssignedFilter>
                    label="Attribution"
                    value={assigned}
                    onChange={(v) => setAssigned(v || 'all')}
                    options={[
                      { value: 'all', label: 'Toutes les demandes' },
                      { value: 'me', label: 'Mes demandes' },
                      { value: 'none', label: 'Non attribuées' },
                    ]}
                  />
                  <SearchBox label="Rechercher une demande" placeholder="Mots, nom, e-mail ou n° (#12)" onSearch={onSearch} />
                </div>
              </>
            }
            list={inbox}
            loadingLabel="Chargement des demandes…"
            moreLabel="Voir les demandes plus anciennes"
            openId={openId}
            noneOpen="Choisissez une demande dans la liste pour la lire et y répondre."
            detail={detail}
            detailLoadingLabel="Chargement de la demande…"
            renderDetail={(r) => <RequestDetail key={r.id} request={r} onClose={() => select({ id: null })} />}
          >
            <RequestList items={items} openId={openId} onOpen={(id) => select({ id })} />
          </InboxLayout>
        )}
      </Tabs>
    </div>
  );
}
