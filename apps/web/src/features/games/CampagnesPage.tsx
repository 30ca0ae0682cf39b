import type { CampaignCard } from '@qadhya/contracts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link } from '../../lib/router/index.ts';
import { lastValidDay } from '../../lib/wallet/offer-terms.ts';
import './i18n/register-texts.ts';
import { useCampaigns } from './api/games.ts';
import { GamesLoadState } from './components/GamesLoadState.tsx';
import styles from './CampagnesPage.module.css';

/**
 * campagnes (docs/games.md#campagnes): the chain's campaigns for shoppers — games, « Offre du jour »
 * and « Last Chance » (docs/games.md#campaign-kinds) — each with its picture (or, when it has none,
 * its kind's drawn picture from the server — never an empty block), title, description, Active or
 * Expirée, and its way on: « Jouer » while a game runs, « Voir les offres » to a promotion's screen
 * (the server's `link`). A game shows its figures computed from the real plays (participants,
 * gagnants, vues, lots gagnés; no budget: that is the back office's); a promotion, its views.
 */
export function CampagnesPage() {
  const { t } = useTranslation();
  const query = useCampaigns();
  const items = query.data?.items ?? [];
  return (
    <div className={styles.page} data-testid="campagnes-page">
      {query.isPending || query.isError ? (
        <GamesLoadState failed={query.isError} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className={styles.state}>{t('games.campaigns.empty')}</p>
      ) : (
        items.map((c) => <Campaign key={c.id} campaign={c} />)
      )}
    </div>
  );
}

function Campaign({ campaign: c }: { campaign: CampaignCard }) {
  const { t, i18n } = useTranslation();
  const ar = i18n.language === 'ar';
  const titleId = `campaign-${c.id}`;
  const game = c.kind === 'game';
  const views: [string, string] = [t('games.campaigns.views'), String(c.stats.views)];
  const figures: [string, string][] = game
    ? [
        [t('games.campaigns.participants'), String(c.stats.participants)],
        [t('games.campaigns.winners'), String(c.stats.winners)],
        views,
        [t('games.campaigns.prizes'), String(c.stats.prizes)],
      ]
    : [views];
  const drawnAlt = c.game
    ? t('games.popup.drawn', { game: t(`games.cards.${c.game}.label`) })
    : t('games.campaigns.drawn', { kind: t(`games.campaigns.kinds.${c.kind}`) });
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="campaign-card">
      {/* Its picture, or its game's drawn one (the games popup's too): never an empty block. */}
      <img
        className={styles.image}
        src={c.image}
        alt={c.image_default ? drawnAlt : ''}
        loading="lazy"
        width={1200}
        height={600}
        data-testid={c.image_default ? 'campaign-drawn-picture' : 'campaign-image'}
      />
      <div className={styles.body}>
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {ar ? c.title_ar : c.title}
          </h2>
          <span className={styles.status} data-status={c.status} data-testid="campaign-status">
            {t(`games.campaigns.${c.status}`)}
          </span>
        </div>
        <p className={styles.text}>{ar ? c.description_ar : c.description}</p>
        <p className={styles.until}>{t('games.campaigns.until', { date: lastValidDay(c.ends_at, i18n.language) })}</p>
        <dl className={styles.figures}>
          {figures.map(([label, value]) => (
            <div key={label} className={styles.figure}>
              <dt>{label}</dt>
              <dd>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        {game && c.status === 'active' && (
          <Link to={c.link} className={styles.play} data-testid="campaign-play">
            {t('games.popup.play')}
          </Link>
        )}
        {/* A promotion's screen is always there: its card never ends in a dead end. */}
        {!game && (
          <Link to={c.link} className={styles.play} data-testid="campaign-open" data-kind={c.kind}>
            {t('games.campaigns.open')}
          </Link>
        )}
      </div>
    </article>
  );
}
