import type { Broadcast, BroadcastDraft, BroadcastPreview } from '@qadhya/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { errorText } from '../../lib/api/error-text.ts';
import {
  broadcastsKey,
  cancelBroadcast,
  createBroadcast,
  listBroadcasts,
  previewBroadcast,
  scheduleBroadcast,
  updateBroadcast,
  useAudienceChoices,
} from './api/broadcasts.ts';
import { BroadcastForm, draftOf, emptyDraft } from './components/BroadcastForm.tsx';
import { BroadcastPreviewPanel } from './components/BroadcastPreviewPanel.tsx';
import { audienceText, STATUS_LABEL, STATUS_TONE, TOPIC_LABEL, tunisTime } from './components/format.ts';
import './broadcasts.css';

type Editing = { mode: 'new' } | { mode: 'edit'; broadcast: Broadcast } | null;

/** « Notifications push »: compose, preview, schedule or send, cancel; follow the counters (docs/notifications.md#broadcasts). */
export default function BroadcastsPage() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [previewing, setPreviewing] = useState<{ broadcast: Broadcast; preview: BroadcastPreview } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const choices = useAudienceChoices();
  const list = useQuery({
    queryKey: [...broadcastsKey, page],
    queryFn: ({ signal }) => listBroadcasts(page, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: broadcastsKey });

  const openPreview = useMutation({
    mutationFn: async (b: Broadcast) => ({ broadcast: b, preview: await previewBroadcast(b.id) }),
    onSuccess: (p) => setPreviewing(p),
  });
  const save = useMutation({
    mutationFn: (draft: BroadcastDraft) =>
      editing?.mode === 'edit' ? updateBroadcast(editing.broadcast.id, draft) : createBroadcast(draft),
    onSuccess: (b) => {
      setEditing(null);
      setDone(`Brouillon « ${b.title_fr} » enregistré : vérifiez l’aperçu avant l’envoi.`);
      void refresh();
      openPreview.mutate(b);
    },
  });
  const schedule = useMutation({
    mutationFn: ({ id, sendAt }: { id: number; sendAt: string | null }) => scheduleBroadcast(id, sendAt),
    onSuccess: (b) => {
      setPreviewing(null);
      setDone(
        b.scheduled_at && new Date(b.scheduled_at).getTime() > Date.now() + 60_000
          ? `Programmée pour le ${tunisTime(b.scheduled_at)}.`
          : 'Envoi en cours : les compteurs se mettent à jour.',
      );
      void refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: cancelBroadcast,
    onSuccess: () => {
      setDone('Notification annulée : elle ne sera pas envoyée.');
      void refresh();
    },
  });
  const failure = save.error ?? schedule.error ?? cancel.error ?? openPreview.error;

  return (
    <div className="ui-stack">
      <PageHeader
        title="Notifications push"
        description="Composez une notification en français et en arabe, choisissez ses destinataires, vérifiez l’aperçu puis programmez-la ou envoyez-la. Elle arrive dans les notifications de l’application et, pour ceux qui l’ont accepté, en notification push."
        actions={
          editing === null ? (
            <Button
              variant="primary"
              onClick={() => {
                setDone(null);
                setPreviewing(null);
                setEditing({ mode: 'new' });
              }}
              data-testid="bc-new"
            >
              Nouvelle notification
            </Button>
          ) : undefined
        }
      />
      {done ? <Notice tone="success">{done}</Notice> : null}
      {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
      {editing ? (
        <Panel title={editing.mode === 'new' ? 'Nouvelle notification' : 'Modifier le brouillon'}>
          <BroadcastForm
            key={editing.mode === 'edit' ? editing.broadcast.id : 'new'}
            initial={editing.mode === 'edit' ? draftOf(editing.broadcast) : emptyDraft()}
            governorates={choices.governorates}
            categories={choices.categories}
            busy={save.isPending}
            submitLabel="Enregistrer et prévisualiser"
            onSubmit={(d) => save.mutate(d)}
            onCancel={() => setEditing(null)}
          />
        </Panel>
      ) : null}
      {previewing ? (
        <BroadcastPreviewPanel
          broadcast={previewing.broadcast}
          preview={previewing.preview}
          busy={schedule.isPending}
          onSchedule={(sendAt) => schedule.mutate({ id: previewing.broadcast.id, sendAt })}
          onClose={() => setPreviewing(null)}
        />
      ) : null}
      <Panel title="Notifications">
        <div className="ui-table-wrap">
          <table className="ui-table" data-testid="bc-table">
            <caption className="visually-hidden">Notifications push, les plus récentes d’abord</caption>
            <thead>
              <tr>
                <th scope="col">Titre</th>
                <th scope="col">Destinataires</th>
                <th scope="col">État</th>
                <th scope="col">Envoi</th>
                <th scope="col">Reçues dans l’appli / push envoyés / affichés / ouverts</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {(list.data?.items ?? []).map((b) => (
                <tr key={b.id} data-testid={`bc-row-${b.id}`}>
                  <td>
                    <strong>{b.title_fr}</strong>
                    <br />
                    <span className="ui-muted" lang="ar" dir="rtl">
                      {b.title_ar}
                    </span>
                  </td>
                  <td>
                    {audienceText(b)}
                    <br />
                    <span className="ui-muted">{TOPIC_LABEL[b.topic]}</span>
                  </td>
                  <td>
                    <Badge tone={STATUS_TONE[b.status]}>{STATUS_LABEL[b.status]}</Badge>
                  </td>
                  <td>{tunisTime(b.scheduled_at)}</td>
                  <td className="bc-counters" data-testid={`bc-counters-${b.id}`}>
                    {b.recipients} / {b.sent} / {b.delivered} / {b.opened}
                  </td>
                  <td>
                    <div className="bc-actions">
                      <Button
                        size="sm"
                        onClick={() => {
                          setDone(null);
                          openPreview.mutate(b);
                        }}
                        busy={openPreview.isPending && openPreview.variables?.id === b.id}
                      >
                        Aperçu
                      </Button>
                      {b.status === 'draft' ? (
                        <Button
                          size="sm"
                          onClick={() => {
                            setDone(null);
                            setPreviewing(null);
                            setEditing({ mode: 'edit', broadcast: b });
                          }}
                        >
                          Modifier
                        </Button>
                      ) : null}
                      {b.status === 'scheduled' ? (
                        <Button
                          size="sm"
                          variant="danger"
                          busy={cancel.isPending && cancel.variables === b.id}
                          onClick={() => cancel.mutate(b.id)}
                        >
                          Annuler l’envoi
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
              {list.data && list.data.items.length === 0 ? (
                <tr>
                  <td colSpan={6} className="ui-table-empty">
                    Aucune notification pour l’instant.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
        {list.isError ? <Notice tone="error">{errorText(list.error)}</Notice> : null}
        {list.data ? <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} /> : null}
      </Panel>
    </div>
  );
}
