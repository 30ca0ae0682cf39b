import type { AdminCampaign } from '@qadhya/contracts';
import { formatNumber } from '@qadhya/domain';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge.tsx';
import { byId, tableOf } from '../../../components/ui/DataTable.tsx';
import { columnsFor, type AdminColumn } from '../../../components/ui/table-features.ts';
import { STATUS_LABELS, campaignWhat, dt, tunisDateTime } from '../model/labels.ts';
import { CampaignPicture } from './CampaignPicture.tsx';

const col = columnsFor<AdminCampaign>();
const num = (n: number) => <span className="camp-num">{formatNumber(n, 'fr')}</span>;

const columns: AdminColumn<AdminCampaign>[] = [
  col.accessor('game', {
    header: 'Jeu',
    cell: (c) => <span className="camp-game">{campaignWhat(c.row.original)}</span>,
  }),
  col.accessor('title', {
    header: 'Titre',
    cell: (c) => (
      <div className="camp-titles">
        <Link to={`/campagnes/${c.row.original.id}`} className="camp-title-link" aria-label={`Ouvrir la campagne « ${c.getValue()} »`}>
          {c.getValue()}
        </Link>
        <span lang="ar" dir="rtl" className="camp-ar">
          {c.row.original.title_ar}
        </span>
      </div>
    ),
  }),
  col.accessor('image', {
    header: 'Image',
    cell: (c) => (
      <CampaignPicture kind={c.row.original.kind} game={c.row.original.game} image={c.getValue()} title={c.row.original.title} compact />
    ),
  }),
  col.accessor('starts_at', {
    header: 'Dates (Tunis)',
    cell: (c) => (
      <span className="camp-dates">
        <span>du {tunisDateTime(c.row.original.starts_at)}</span>
        <span>au {tunisDateTime(c.row.original.ends_at)}</span>
      </span>
    ),
  }),
  col.accessor('status', {
    header: 'Statut',
    cell: (c) => {
      const s = STATUS_LABELS[c.row.original.status];
      return <Badge tone={s.tone}>{s.label}</Badge>;
    },
  }),
  col.accessor('budget', {
    header: 'Budget / reste',
    cell: (c) => (
      <span className="camp-money">
        <span className="camp-num">{dt(c.getValue())}</span>
        <span className="camp-num ui-muted">reste {dt(c.row.original.stats.budget_left)}</span>
      </span>
    ),
  }),
  col.accessor((c) => c.stats.participants, {
    id: 'participants',
    header: 'Participants',
    cell: (c) => num(c.getValue()),
  }),
  col.accessor((c) => c.stats.plays, { id: 'plays', header: 'Parties', cell: (c) => num(c.getValue()) }),
  col.accessor((c) => c.stats.winners, { id: 'winners', header: 'Gagnants', cell: (c) => num(c.getValue()) }),
  col.accessor((c) => c.stats.prizes, { id: 'prizes', header: 'Lots', cell: (c) => num(c.getValue()) }),
  col.accessor((c) => c.stats.views, { id: 'views', header: 'Vues', cell: (c) => num(c.getValue()) }),
];

/** One page of campaigns, newest start first (the server's order), with their live figures. */
export const CampaignTable = tableOf<AdminCampaign>({
  caption: 'Campagnes des jeux',
  columns,
  sortable: false,
  getRowId: byId,
  emptyText: 'Aucune campagne.',
});
