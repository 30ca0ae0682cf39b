import type { GameState } from '@qadhya/contracts';
import { Bell, BellRing, Gamepad2 } from 'lucide-react';
import { useState } from 'react';
import { TabPanel, Tabs } from '../../components/ui/Tabs.tsx';
import { href } from '../../config/routes.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link, useLocation } from '../../lib/router/index.ts';
import './i18n/register-texts.ts';
import { useGames, useWaitlist } from './api/games.ts';
import { Attempts } from './components/Attempts.tsx';
import { GamesLoadState } from './components/GamesLoadState.tsx';
import { SignedInGame } from './components/SignedInGame.tsx';
import { GAME_ICON, GAME_ROUTE, GAME_TONE } from './game-look.ts';
import styles from './GamesPage.module.css';

const ROUTE = GAME_ROUTE;
const ICON = GAME_ICON;
const TONE = GAME_TONE;

type Tab = 'available' | 'upcoming';

/**
 * The games screen (docs/games.md#the-games): tabs 'Jeux disponibles' and 'Jeux à venir';
 * each available game with the shopper's chances today and 'Jouez maintenant !'; an announced game
 * with its disabled 'Bientôt disponible' and 'Me prévenir'. /layout/trouveIntrus opens 'Jeux à venir'.
 */
export function GamesPage() {
  return <SignedInGame icon={<Gamepad2 size={36} />}>{(user) => <Games user={user} />}</SignedInGame>;
}

function Games({ user }: { user: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [tab, setTab] = useState<Tab>(pathname.endsWith('/trouveIntrus') ? 'upcoming' : 'available');
  const query = useGames(user);
  const games = query.data?.games ?? [];
  const shown = games.filter((g) => g.playable === (tab === 'available'));
  return (
    <div className={styles.page} data-testid="games-page">
      <Tabs
        id="games"
        label={t('routes.games')}
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'available', label: t('games.tabs.available') },
          { key: 'upcoming', label: t('games.tabs.upcoming') },
        ]}
      />
      <TabPanel id="games" value={tab} className={styles.list}>
        {query.isPending || query.isError ? (
          <GamesLoadState failed={query.isError} onRetry={() => void query.refetch()} />
        ) : (
          shown.map((g) => <GameCard key={g.key} game={g} />)
        )}
      </TabPanel>
    </div>
  );
}

function GameCard({ game }: { game: GameState }) {
  const { t, i18n } = useTranslation();
  const waitlist = useWaitlist(game.key);
  const Icon = ICON[game.key];
  const titleId = `game-card-${game.key}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid={`game-card-${game.key}`}>
      <div className={styles.icon} data-tone={TONE[game.key]} aria-hidden>
        <Icon size={44} strokeWidth={1.6} />
      </div>
      <div className={styles.body}>
        <span className={styles.badge}>{t(`games.cards.${game.key}.badge`)}</span>
        <h2 id={titleId} className={styles.title}>
          {t(`games.cards.${game.key}.label`)}
        </h2>
        <p className={styles.text}>{t(`games.cards.${game.key}.description`)}</p>
        {game.playable ? (
          <>
            {game.campaign && (
              <p className={styles.campaign}>
                {t('games.campaign', { title: i18n.language === 'ar' ? game.campaign.title_ar : game.campaign.title })}
              </p>
            )}
            <Attempts left={game.attempts_left} total={game.attempts_per_day} />
            <Link className={styles.play} to={href(ROUTE[game.key])} data-testid={`game-play-${game.key}`}>
              {t('games.play')}
            </Link>
          </>
        ) : (
          <div className={styles.actions}>
            <button type="button" className={styles.soon} disabled>
              {t('games.soon')}
            </button>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => waitlist.mutate()}
              disabled={game.waitlisted || waitlist.isPending}
              aria-pressed={game.waitlisted}
              data-testid={`game-notify-${game.key}`}
            >
              {game.waitlisted ? <BellRing size={18} aria-hidden /> : <Bell size={18} aria-hidden />}
              {game.waitlisted ? t('games.notified') : t('games.notify')}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
