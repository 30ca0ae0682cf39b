import type { AdminSimReservation } from '@qadhya/contracts';
import { UserCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge.tsx';
import { when } from '../model/labels.ts';
import { DUPLICATE_BADGE, ID_LABELS, SIM_STATUS_LABELS, SIM_STATUS_TONES } from '../model/sim-labels.ts';
import { RowFlag, SupportRows } from './SupportRows.tsx';

/** The reservations' rows: status (and « Doublon ? » when flagged), action, name, line, ID (masked), date, who moved it last; the open one marked. */
export function SimReservationList({
  items,
  openId,
  onOpen,
}: {
  items: AdminSimReservation[];
  openId: number | null;
  onOpen: (id: number) => void;
}) {
  return (
    <SupportRows items={items} openId={openId} onOpen={onOpen} label="Réservations" emptyText="Aucune réservation ici.">
      {(r) => (
        <>
          <span className="support-row-head">
            <Badge tone={SIM_STATUS_TONES[r.status]}>{SIM_STATUS_LABELS[r.status]}</Badge>
            {r.flagged ? <Badge tone="warning">{DUPLICATE_BADGE}</Badge> : null}
            <span className="support-row-title">
              {r.FIRST_NAME} {r.LAST_NAME}
            </span>
          </span>
          <span className="support-row-excerpt">
            {r.ACTION} · <span className="ui-mono">{r.LINE_NUMBER}</span> · {ID_LABELS[r.TYPE]}{' '}
            <span className="ui-mono">{r.NUMBER_IDENTITE}</span>
          </span>
          <span className="support-row-meta">
            <span>#{r.id}</span>
            {r.handled_by ? <RowFlag icon={UserCheck}>{r.handled_by}</RowFlag> : null}
            <span className="support-row-date">{when(r.created_at)}</span>
          </span>
        </>
      )}
    </SupportRows>
  );
}
