import type { SupportRequestSummary } from '@qadhya/contracts';
import { Camera, Mail, UserCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge.tsx';
import { STATUS_LABELS, STATUS_TONES, when } from '../model/labels.ts';
import { RowFlag, SupportRows } from './SupportRows.tsx';

/** The inbox's rows: status, title or excerpt, sender, date; the open one marked (aria-current). */
export function RequestList({
  items,
  openId,
  onOpen,
}: {
  items: SupportRequestSummary[];
  openId: number | null;
  onOpen: (id: number) => void;
}) {
  return (
    <SupportRows items={items} openId={openId} onOpen={onOpen} label="Demandes" emptyText="Aucune demande ici.">
      {(r) => (
        <>
          <span className="support-row-head">
            <Badge tone={STATUS_TONES[r.status]}>{STATUS_LABELS[r.status]}</Badge>
            <span className="support-row-title">{r.title ?? r.excerpt}</span>
          </span>
          {r.title ? <span className="support-row-excerpt">{r.excerpt}</span> : null}
          <span className="support-row-meta">
            <span>#{r.id}</span>
            <span>{r.sender}</span>
            {r.guest ? <RowFlag icon={Mail}>visiteur</RowFlag> : null}
            {r.has_photo ? <RowFlag icon={Camera}>photo</RowFlag> : null}
            {r.assigned_to ? <RowFlag icon={UserCheck}>{r.assigned_to.email}</RowFlag> : null}
            {r.rating !== null ? <span>{r.rating}/10</span> : null}
            {r.retained ? <span className="support-row-flag">idée retenue</span> : null}
            <span className="support-row-date">{when(r.created_at)}</span>
          </span>
        </>
      )}
    </SupportRows>
  );
}
