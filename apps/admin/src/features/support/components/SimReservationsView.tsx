import { SIM_STATUSES, type SimStatus } from '@qadhya/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { Segmented } from '../../../components/ui/Segmented.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { getSimReservation, listSimReservations, simKey, simListKey } from '../api/sim-reservations.ts';
import { SIM_STATUS_LABELS } from '../model/sim-labels.ts';
import { SimReservationDetail } from './SimReservationDetail.tsx';
import { SimReservationList } from './SimReservationList.tsx';

type StatusFilter = SimStatus | 'tous';

/**
 * « Réservations SIM » (issue 20): the shoppers' SIM requests by status, newest first, paged by the
 * server; one open beside the list with its moves (docs/mobile-offer.md#back-office).
 */
export function SimReservationsView({ openId, onOpen }: { openId: number | null; onOpen: (id: number | null) => void }) {
  const [status, setStatus] = useState<StatusFilter>('tous');
  const filter = status === 'tous' ? undefined : status;
  const list = useInfiniteQuery({
    queryKey: [...simListKey, filter ?? 'tous'],
    queryFn: ({ pageParam, signal }) => listSimReservations(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
  const detail = useQuery({
    queryKey: simKey(openId ?? 0),
    queryFn: ({ signal }) => getSimReservation(openId!, signal),
    enabled: openId !== null,
  });
  const counts = list.data?.pages[0]?.counts;
  const count = (s: SimStatus) => (counts ? ` (${counts[s] ?? 0})` : '');
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="support-layout">
      <Panel className="support-list-panel">
        <div className="support-filters sim-status-filter">
          <Segmented<StatusFilter>
            label="Statut de la réservation"
            value={status}
            onChange={setStatus}
            options={[
              { value: 'tous', label: 'Toutes' },
              ...SIM_STATUSES.map((s) => ({ value: s, label: `${SIM_STATUS_LABELS[s]}${count(s)}` })),
            ]}
          />
        </div>
        {list.isError ? <Notice tone="error">{errorText(list.error)}</Notice> : null}
        {list.isPending ? (
          <Spinner label="Chargement des réservations…" />
        ) : (
          <SimReservationList items={items} openId={openId} onOpen={onOpen} />
        )}
        {list.hasNextPage ? (
          <button
            type="button"
            className="ui-button ui-button-secondary support-more"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Chargement…' : 'Plus'}
          </button>
        ) : null}
      </Panel>
      <div className="support-detail-col sim-detail-col">
        {openId === null ? (
          <Panel>
            <p className="ui-muted">Choisissez une réservation dans la liste pour la lire et la traiter.</p>
          </Panel>
        ) : detail.isError ? (
          <Notice tone="error">{errorText(detail.error)}</Notice>
        ) : detail.data ? (
          <SimReservationDetail key={detail.data.id} reservation={detail.data} onClose={() => onOpen(null)} onOpen={onOpen} />
        ) : (
          <Spinner label="Chargement de la réservation…" />
        )}
      </div>
    </div>
  );
}
