import type { CampaignStats } from '@qadhya/contracts';
import { formatNumber } from '@qadhya/domain';
import { dt } from '../model/labels.ts';

const FIGURES: { key: keyof CampaignStats; label: string; money?: boolean }[] = [
  { key: 'participants', label: 'Participants' },
  { key: 'plays', label: 'Parties' },
  { key: 'winners', label: 'Gagnants' },
  { key: 'prizes', label: 'Lots gagnés' },
  { key: 'views', label: 'Vues' },
  { key: 'spent', label: 'Dépensé', money: true },
  { key: 'budget', label: 'Budget', money: true },
  { key: 'budget_left', label: 'Reste', money: true },
];

/** A campaign's figures, computed by the server from its plays (docs/games.md#figures). */
export function CampaignFigures({ stats }: { stats: CampaignStats }) {
  return (
    <dl className="camp-figures" data-testid="campaign-figures">
      {FIGURES.map((f) => (
        <div key={f.key} className={`ui-figure camp-figure${f.money ? ' camp-figure-money' : ''}`} data-testid={`figure-${f.key}`}>
          <dt>{f.label}</dt>
          <dd>{f.money ? dt(stats[f.key]) : formatNumber(stats[f.key], 'fr')}</dd>
        </div>
      ))}
    </dl>
  );
}
