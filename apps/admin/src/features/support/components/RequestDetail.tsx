import type { SupportRequestDetail, SupportStatus } from '@qadhya/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { Select } from '../../../components/ui/Select.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { useStaff } from '../../../lib/auth/session-context.tsx';
import { assign, inboxKey, listAgents, requestKey, retainIdea, setStatus } from '../api/support.ts';
import { KIND_ONE, STATUS_ACTIONS, STATUS_LABELS, STATUS_TONES, when } from '../model/labels.ts';
import { DetailPanel, Fact, ShopperFact } from './DetailParts.tsx';
import { ReplyForm } from './ReplyForm.tsx';
import { RequestPhoto } from './RequestPhoto.tsx';

const ISSUE = { connexion: 'Connexion', produits: 'Produits', 'last-chance': 'Dernière chance', autre: 'Autre' } as const;

/** One request: what was sent, by whom, where; its handling (status, assignee), replies and the idea's voucher. */
export function RequestDetail({ request: r, onClose }: { request: SupportRequestDetail; onClose: () => void }) {
  const staff = useStaff();
  const queryClient = useQueryClient();
  const [confirmRetain, setConfirmRetain] = useState(false);
  const agents = useQuery({ queryKey: ['admin-support-agents'], queryFn: ({ signal }) => listAgents(signal), staleTime: 60_000 });
  const done = (detail: SupportRequestDetail) => {
    queryClient.setQueryData(requestKey(detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: inboxKey });
  };
  const move = useMutation({ mutationFn: (to: SupportStatus) => setStatus(r.id, to), onSuccess: done });
  const give = useMutation({ mutationFn: (to: number | null) => assign(r.id, to), onSuccess: done });
  const retain = useMutation({
    mutationFn: () => retainIdea(r.id),
    onSuccess: (d) => {
      setConfirmRetain(false);
      done(d);
    },
    onError: () => setConfirmRetain(false),
  });
  const failure = move.error ?? give.error ?? retain.error;
  const heading = `${KIND_ONE[r.kind]} n° ${r.id}`;
  return (
    <>
      <DetailPanel title={heading} onClose={onClose}>
        <div className="support-detail-head">
          <Badge tone={STATUS_TONES[r.status]}>{STATUS_LABELS[r.status]}</Badge>
          {r.retained ? <Badge tone="success">Idée retenue</Badge> : null}
          <span className="ui-muted">Reçu le {when(r.created_at)}</span>
        </div>
        {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
        <dl className="ui-tiles support-facts">
          <Fact term="Expéditeur">
            {r.shopper ? (
              <ShopperFact shopper={r.shopper} />
            ) : (
              <>
                {r.guest_name ?? 'Visiteur'} (sans compte){r.guest_email ? <> · {r.guest_email}</> : null}
              </>
            )}
          </Fact>
          {r.kind === 'report' ? (
            <Fact term="Type · magasin">
              {r.issue_type ? ISSUE[r.issue_type] : '—'} · {r.store ? `${r.store.name} (${r.store.code})` : 'aucun magasin'}
            </Fact>
          ) : null}
          {r.title && r.kind !== 'report' ? <Fact term={r.kind === 'contact' ? 'Sujet' : 'Titre'}>{r.title}</Fact> : null}
          {r.rating !== null ? <Fact term="Note">{r.rating} / 10</Fact> : null}
          <Fact term="Langue">{r.lang === 'ar' ? 'Arabe' : 'Français'}</Fact>
        </dl>
        <div className="support-body" lang={r.lang} dir={r.lang === 'ar' ? 'rtl' : undefined}>
          {r.body || <span className="ui-muted">(sans texte)</span>}
        </div>
        {r.has_photo ? <RequestPhoto id={r.id} /> : null}

        <div className="support-actions">
          <div className="support-action-group" role="group" aria-label="Statut">
            {STATUS_ACTIONS[r.status].map((a) => (
              <Button key={a.to} size="sm" busy={move.isPending && move.variables === a.to} onClick={() => move.mutate(a.to)}>
                {a.label}
              </Button>
            ))}
          </div>
          <div className="support-action-group">
            <label className="ui-inline-field">
              <span className="ui-label">Attribuée à</span>
              <Select
                value={r.assigned_to?.id ?? ''}
                disabled={give.isPending || !agents.data}
                onChange={(e) => give.mutate(e.target.value ? Number(e.target.value) : null)}
                blank="Personne"
                options={(agents.data?.items ?? []).map((a) => ({ value: a.id, label: a.email }))}
              />
            </label>
            {r.assigned_to?.id !== staff.id ? (
              <Button size="sm" onClick={() => give.mutate(staff.id)} busy={give.isPending}>
                Me l’attribuer
              </Button>
            ) : null}
          </div>
        </div>

        {r.kind === 'idea' ? (
          <div className="support-idea">
            {r.voucher ? (
              <Notice tone="success" title="Idée retenue">
                Bon d’achat « {r.voucher.label} » (code <code className="ui-mono">{r.voucher.code}</code>) émis le {when(r.retained_at!)},
                valable jusqu’au {when(r.voucher.expires_at)}.
              </Notice>
            ) : r.shopper ? (
              <>
                <p className="ui-muted">
                  Si l’idée est retenue, le client reçoit le bon d’achat promis : 5 DT sur son prochain achat, valable 30 jours.
                </p>
                <Button variant="primary" onClick={() => setConfirmRetain(true)}>
                  Idée retenue
                </Button>
              </>
            ) : null}
          </div>
        ) : null}
      </DetailPanel>

      <Panel title={`Réponses (${r.replies.length})`}>
        {r.replies.length === 0 ? <p className="ui-muted">Pas encore de réponse.</p> : null}
        <ol className="support-replies">
          {r.replies.map((p) => (
            <li key={p.id} className="support-reply">
              <p className="support-reply-meta">
                {p.staff?.email ?? 'Personnel'} · {when(p.created_at)} ·{' '}
                {p.channel === 'email' ? 'envoyée par e-mail' : 'dans les notifications du client'}
              </p>
              <p className="support-reply-body">{p.body}</p>
            </li>
          ))}
        </ol>
        <ReplyForm request={r} onSent={done} />
      </Panel>

      <ConfirmDialog
        open={confirmRetain}
        title="Retenir cette idée ?"
        confirmLabel="Oui, émettre le bon d’achat"
        busy={retain.isPending}
        onCancel={() => setConfirmRetain(false)}
        onConfirm={() => retain.mutate()}
      >
        <p>
          {r.shopper?.name ?? 'Le client'} recevra un bon d’achat de <strong>5 DT</strong> valable 30 jours et une notification. Il ne
          pourra pas être retiré.
        </p>
      </ConfirmDialog>
    </>
  );
}
