import type { CampaignKind, CampaignStatus, GameKey } from '@qadhya/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FilterSelect } from '../../components/ui/FilterSelect.tsx';
import { NewButton } from '../../components/ui/NewButton.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { PagedList } from '../../components/ui/PagedList.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { fromFirstPage, useScrollToFormOnOpen } from '../../lib/lists/list-page.ts';
import { campaignsKey, listCampaigns } from './api/campaigns.ts';
import { CampaignForm } from './components/CampaignForm.tsx';
import { CampaignTable } from './components/CampaignTable.tsx';
import { GAME_KEYS, GAME_LABELS, KIND_KEYS, KIND_LABELS, STATUS_LABELS } from './model/labels.ts';
import './campaigns.css';

const PAGE_SIZE = 20;
const STATUSES = Object.keys(STATUS_LABELS) as CampaignStatus[];

/** « Jeux et campagnes » (admin, marketing): the campaigns with their live figures, by status, kind and game; a new one (docs/games.md#back-office). */
export default function CampaignsPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<CampaignStatus | ''>('');
  const [kind, setKind] = useState<CampaignKind | ''>('');
  const [game, setGame] = useState<GameKey | ''>('');
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: [...campaignsKey, 'list', page, status, kind, game],
    queryFn: ({ signal }) =>
      listCampaigns({ page, pageSize: PAGE_SIZE, status: status || undefined, kind: kind || undefined, game: game || undefined }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const top = useScrollToFormOnOpen<HTMLDivElement>(creating ? 'new' : null);
  return (
    <div className="ui-stack" ref={top}>
      <PageHeader
        title="Jeux et campagnes"
        description="Une campagne fait gagner des bons d’achat et des coupons à un jeu, entre deux dates, dans la limite de son budget. Les chiffres se mettent à jour toutes les 15 secondes."
        actions={creating ? null : <NewButton onClick={() => setCreating(true)}>Nouvelle campagne</NewButton>}
      />
      {creating ? (
        <Panel title="Nouvelle campagne">
          <CampaignForm onCancel={() => setCreating(false)} onSaved={(saved) => void navigate(`/campagnes/${saved.id}`)} />
        </Panel>
      ) : null}
      <Panel>
        <div className="ui-filters">
          <FilterSelect
            className="camp-inline-field"
            label="Statut"
            value={status}
            onChange={fromFirstPage(setStatus, setPage)}
            allLabel="Tous"
            options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s].label }))}
          />
          <FilterSelect
            className="camp-inline-field"
            label="Type"
            value={kind}
            onChange={fromFirstPage(setKind, setPage)}
            allLabel="Tous les types"
            options={KIND_KEYS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          />
          <FilterSelect
            className="camp-inline-field"
            label="Jeu"
            value={game}
            onChange={fromFirstPage(setGame, setPage)}
            allLabel="Tous les jeux"
            options={GAME_KEYS.map((k) => ({ value: k, label: GAME_LABELS[k] }))}
          />
        </div>
        <PagedList query={list} onPage={setPage}>
          <CampaignTable rows={list.data?.items ?? []} loading={list.isPending} />
        </PagedList>
      </Panel>
    </div>
  );
}
