import type { CampaignStatus, GameKey } from '@qadhya/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { errorText } from '../../lib/api/error-text.ts';
import { useScrollToFormOnOpen } from '../../lib/lists/list-page.ts';
import { campaignsKey, listCampaigns } from './api/campaigns.ts';
import { CampaignForm } from './components/CampaignForm.tsx';
import { CampaignTable } from './components/CampaignTable.tsx';
import { GAME_KEYS, GAME_LABELS, STATUS_LABELS } from './model/labels.ts';
import './campaigns.css';

const PAGE_SIZE = 20;
const STATUSES = Object.keys(STATUS_LABELS) as CampaignStatus[];

/** « Jeux et campagnes » (admin, marketing): the campaigns with their live figures, by status and game; a new one (docs/games.md#back-office). */
export default function CampaignsPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<CampaignStatus | ''>('');
  const [game, setGame] = useState<GameKey | ''>('');
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: [...campaignsKey, 'list', page, status, game],
    queryFn: ({ signal }) => listCampaigns({ page, pageSize: PAGE_SIZE, status: status || undefined, game: game || undefined }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const top = useScrollToFormOnOpen<HTMLDivElement>(creating ? 'new' : null);
  return (
    <div className="ui-stack" ref={top}>
      <PageHeader
        title="Jeux et campagnes"
        description="Une campagne fait gagner des bons d’achat et des coupons à un jeu, entre deux dates, dans la limite de son budget. Les chiffres se mettent à jour toutes les 15 secondes."
        actions={
          creating ? null : (
            <Button variant="primary" onClick={() => setCreating(true)}>
              <Plus size={16} aria-hidden="true" />
              Nouvelle campagne
            </Button>
          )
        }
      />
      {creating ? (
        <Panel title="Nouvelle campagne">
          <CampaignForm onCancel={() => setCreating(false)} onSaved={(saved) => void navigate(`/campagnes/${saved.id}`)} />
        </Panel>
      ) : null}
      <Panel>
        <div className="ui-filters">
          <label className="camp-inline-field">
            <span className="ui-label">Statut</span>
            <select
              className="ui-select"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as CampaignStatus | '');
                setPage(1);
              }}
            >
              <option value="">Tous</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s].label}
                </option>
              ))}
            </select>
          </label>
          <label className="camp-inline-field">
            <span className="ui-label">Jeu</span>
            <select
              className="ui-select"
              value={game}
              onChange={(e) => {
                setGame(e.target.value as GameKey | '');
                setPage(1);
              }}
            >
              <option value="">Tous les jeux</option>
              {GAME_KEYS.map((k) => (
                <option key={k} value={k}>
                  {GAME_LABELS[k]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {list.isError ? <Notice tone="error">{errorText(list.error)}</Notice> : null}
        <CampaignTable items={list.data?.items ?? []} loading={list.isPending} />
        {list.data ? <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} /> : null}
      </Panel>
    </div>
  );
}
