import type { CampaignCard } from '@qadhya/contracts';
import { href } from '../../config/routes.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link } from '../../lib/router/index.ts';
import { lastValidDay } from '../../lib/wallet/offer-terms.ts';
import './i18n/register-texts.ts';
import { useCampaigns } from './api/games.ts';
import { GamesLoadState } from './components/GamesLoadState.tsx';
import { GAME_ROUTE } from './game-look.ts';
import styles from './CampagnesPage.module.css';

/**
 * campagnes (docs/games.md#campagnes): the chain's game campaigns for shoppers, each with
 * its picture (or, when it has none, its game's drawn picture from the server — never an empty block),
 * title, description, Active or Expirée, « Jouer » while active, and its figures computed from the
 * real plays (participants, gagnants, vues, lots gagnés; no budget: that is the back office's).
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
  const figures: [string, string][] = [
    [t('games.campaigns.participants'), String(c.stats.participants)],
    [t('games.campaigns.winners'), String(c.stats.winners)],
    [t('games.campaigns.views'), String(c.stats.views)],
    [t('games.campaigns.prizes'), String(c.stats.prizes)],
  ];
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="campaign-card">
      {/* Its picture, or its game's drawn one (the games popup's too): never an empty block. */}
      <img
        className={styles.image}
        src={c.image}
        alt={c.image_default ? t('games.popup.drawn', { game: t(`games.cards.${c.game}.label`) }) : ''}
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
        {c.status === 'active' && (
          <Link to={href(GAME_ROUTE[c.game])} className={styles.play} data-testid="campaign-play">
            {t('games.popup.play')}
          </Link>
        )}
      </div>
    </article>
  );
}
