import { SIM_STATUSES, type SimStatus } from '@qadhya/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Segmented } from '../../../components/ui/Segmented.tsx';
import { getSimReservation, listSimReservations, simKey, simListKey } from '../api/sim-reservations.ts';
import { SIM_STATUS_LABELS } from '../model/sim-labels.ts';
import { InboxLayout } from './InboxLayout.tsx';
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
    <InboxLayout
      filtersClassName="sim-status-filter"
      filters={
        <Segmented<StatusFilter>
          label="Statut de la réservation"
          value={status}
          onChange={setStatus}
          options={[
            { value: 'tous', label: 'Toutes' },
            ...SIM_STATUSES.map((s) => ({ value: s, label: `${SIM_STATUS_LABELS[s]}${count(s)}` })),
          ]}
        />
      }
      list={list}
      loadingLabel="Chargement des réservations…"
      moreLabel="Plus"
      detailClassName="sim-detail-col"
      openId={openId}
      noneOpen="Choisissez une réservation dans la liste pour la lire et la traiter."
      detail={detail}
      detailLoadingLabel="Chargement de la réservation…"
      renderDetail={(r) => <SimReservationDetail key={r.id} reservation={r} onClose={() => onOpen(null)} onOpen={onOpen} />}
    >
      <SimReservationList items={items} openId={openId} onOpen={onOpen} />
    </InboxLayout>
  );
}
