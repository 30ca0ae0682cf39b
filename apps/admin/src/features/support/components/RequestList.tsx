import type { SupportRequestSummary } from '@qadhya/contracts';
import { Camera, Mail, UserCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/Badge.tsx';
import { STATUS_LABELS, STATUS_TONES, when } from '../model/labels.ts';

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
  if (items.length === 0) return <p className="ui-muted support-empty">Aucune demande ici.</p>;
  return (
    <ul className="support-list" aria-label="Demandes">
      {items.map((r) => (
        <li key={r.id}>
          <button type="button" className="support-row" aria-current={r.id === openId ? 'true' : undefined} onClick={() => onOpen(r.id)}>
            <span className="support-row-head">
              <Badge tone={STATUS_TONES[r.status]}>{STATUS_LABELS[r.status]}</Badge>
              <span className="support-row-title">{r.title ?? r.excerpt}</span>
            </span>
            {r.title ? <span className="support-row-excerpt">{r.excerpt}</span> : null}
            <span className="support-row-meta">
              <span>#{r.id}</span>
              <span>{r.sender}</span>
              {r.guest ? (
                <span className="support-row-flag">
                  <Mail size={14} aria-hidden="true" /> visiteur
                </span>
              ) : null}
              {r.has_photo ? (
                <span className="support-row-flag">
                  <Camera size={14} aria-hidden="true" /> photo
                </span>
              ) : null}
              {r.assigned_to ? (
                <span className="support-row-flag">
                  <UserCheck size={14} aria-hidden="true" /> {r.assigned_to.email}
                </span>
              ) : null}
              {r.rating !== null ? <span>{r.rating}/10</span> : null}
              {r.retained ? <span className="support-row-flag">idée retenue</span> : null}
              <span className="support-row-date">{when(r.created_at)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
