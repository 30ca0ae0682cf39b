import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Square } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { BackLink } from '../../components/ui/BackLink.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { loadedItem, useIdParam } from '../../components/ui/loaded-item.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { errorText } from '../../lib/api/error-text.ts';
import { useScrollToFormOnOpen } from '../../lib/lists/list-page.ts';
import { campaignKey, campaignsKey, getCampaign, stopCampaign } from './api/campaigns.ts';
import { CampaignFigures } from './components/CampaignFigures.tsx';
import { CampaignForm } from './components/CampaignForm.tsx';
import { ImageUpload } from './components/ImageUpload.tsx';
import { PrizesTable } from './components/PrizesTable.tsx';
import { GAME_LABELS, STATUS_LABELS, campaignWhat, tunisDateTime, tunisInstant } from './model/labels.ts';
import './campaigns.css';

const REFRESH_MS = 15_000;

/** One campaign: its live figures (every 15 s), its prize table, its picture, stop and edit. */
export default function CampaignDetailPage() {
  const { id, valid } = useIdParam();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [saved, setSaved] = useState(false);
  const campaign = useQuery({
    queryKey: campaignKey(id),
    queryFn: ({ signal }) => getCampaign(id, signal),
    enabled: valid,
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });
  const stop = useMutation({
    mutationFn: () => stopCampaign(id),
    onSuccess: (stopped) => {
      setAsking(false);
      setEditing(false);
      queryClient.setQueryData(campaignKey(id), stopped);
      void queryClient.invalidateQueries({ queryKey: campaignsKey });
    },
  });
  const top = useScrollToFormOnOpen<HTMLDivElement>(editing ? 'edit' : null);
  const back = <BackLink to="/campagnes">Toutes les campagnes</BackLink>;
  const loaded = loadedItem(campaign, { valid, back, missing: 'Campagne introuvable.', loading: 'Chargement de la campagne…' });
  if (loaded.view) return loaded.view;
  const c = loaded.data;
  const status = STATUS_LABELS[c.status];
  const live = c.status === 'active' || c.status === 'scheduled';
  return (
    <div className="ui-stack" ref={top}>
      {back}
      <PageHeader
        title={c.title}
        description={
          <span className="camp-head-meta">
            <Badge tone={status.tone}>{status.label}</Badge>
            <span>
              {campaignWhat(c)} · du {tunisDateTime(c.starts_at)} au {tunisDateTime(c.ends_at)} (heure de Tunis)
              {c.stopped_at ? ` · arrêtée le ${tunisInstant(c.stopped_at)}` : ''}
            </span>
            <span lang="ar" dir="rtl" className="camp-ar">
              {c.title_ar}
            </span>
          </span>
        }
        actions={
          live && !editing ? (
            <>
              <Button
                onClick={() => {
                  setSaved(false);
                  setEditing(true);
                }}
              >
                <Pencil size={16} aria-hidden="true" />
                Modifier
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  stop.reset();
                  setAsking(true);
                }}
              >
                <Square size={16} aria-hidden="true" />
                Arrêter la campagne
              </Button>
            </>
          ) : null
        }
      />
      {saved && !editing ? <Notice tone="success">Campagne enregistrée.</Notice> : null}
      {editing ? (
        <Panel title="Modifier la campagne">
          <CampaignForm
            campaign={c}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
            }}
          />
        </Panel>
      ) : null}
      <Panel title="Chiffres" actions={<span className="ui-muted camp-refresh">Mis à jour toutes les 15 secondes</span>}>
        <CampaignFigures stats={c.stats} />
      </Panel>
      <Panel title={`Lots (${c.prizes.length})`}>
        <PrizesTable rows={c.prizes} />
      </Panel>
      <div className="ui-columns camp-detail-grid">
        <Panel title="Image de la campagne">
          <ImageUpload campaign={c} />
        </Panel>
        <Panel title="Description">
          <div className="camp-descriptions">
            {c.description ? <p lang="fr">{c.description}</p> : <p className="ui-muted">Pas de description en français.</p>}
            {c.description_ar ? (
              <p lang="ar" dir="rtl" className="camp-ar">
                {c.description_ar}
              </p>
            ) : null}
          </div>
        </Panel>
      </div>
      <ConfirmDialog
        open={asking}
        title="Arrêter cette campagne ?"
        confirmLabel="Arrêter la campagne"
        danger
        busy={stop.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => stop.mutate()}
      >
        <p>
          {c.game
            ? `Plus aucune partie de ${GAME_LABELS[c.game]} ne tirera de lot de « ${c.title} », tout de suite.`
            : `« ${c.title} » passe tout de suite en « Expirée » dans l’application.`}{' '}
          Les lots déjà gagnés restent valables. Une campagne arrêtée ne se relance pas.
        </p>
        {stop.isError ? <Notice tone="error">{errorText(stop.error)}</Notice> : null}
      </ConfirmDialog>
    </div>
  );
}
