import { formatDayMonth } from '@qadhya/domain';
import type { AppConfigGame } from '@qadhya/contracts';
import { GAMES_POPUP_AUTOPLAY_MS } from '@qadhya/domain';
import { Pause, Play, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useModalFocus } from '../../components/ui/use-modal-focus.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useNavigate } from '../../lib/router/index.ts';
import './i18n/register-texts.ts';
import styles from './GamesPopup.module.css';

/** The popup itself: loaded by GamesPopup only when a game is to be shown (docs/games.md#the-popup). */
export function GamesCarousel({ games, onClose }: { games: AppConfigGame[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [at, setAt] = useState(0);
  const [paused, setPaused] = useState(false);
  useModalFocus(true, box, onClose);
  useEffect(() => {
    if (games.length < 2 || paused) return;
    const timer = setInterval(() => setAt((i) => (i + 1) % games.length), GAMES_POPUP_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [games.length, paused]);
  const game = games[at]!;
  const label = t(`games.cards.${game.key}.label`);
  return (
    <div className={styles.scrim} data-testid="games-popup">
      <div ref={box} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('games.popup.title')}
          </h2>
          <button
            type="button"
            className={styles.icon}
            onClick={onClose}
            aria-label={t('games.popup.close')}
            data-testid="games-popup-close"
          >
            <X size={20} aria-hidden />
          </button>
        </div>
        <figure
          className={styles.slide}
          aria-roledescription="slide"
          aria-label={t('games.popup.slide', { n: at + 1, total: games.length })}
          data-testid="games-popup-slide"
          data-key={game.key}
        >
          {/* A campaign without its own picture has its game's drawn one, named for screen readers. */}
          <img
            className={styles.image}
            src={game.image}
            alt={game.image_default ? t('games.popup.drawn', { game: label }) : ''}
            width={1200}
            height={600}
            data-testid="games-popup-image"
            data-default={game.image_default}
          />
          <figcaption className={styles.caption}>
            <strong>{label}</strong>
            <span>
              {t('games.popup.dates', {
                from: formatDayMonth(game.date_deb, i18n.language),
                to: formatDayMonth(game.date_fin, i18n.language),
              })}
            </span>
          </figcaption>
        </figure>
        <div className={styles.controls}>
          {games.length > 1 && (
            <>
              <button
                type="button"
                className={styles.icon}
                onClick={() => setPaused((p) => !p)}
                aria-label={paused ? t('games.popup.resume') : t('games.popup.pause')}
                data-testid="games-popup-pause"
              >
                {paused ? <Play size={18} aria-hidden /> : <Pause size={18} aria-hidden />}
              </button>
              <div className={styles.dots}>
                {games.map((g, i) => (
                  <button
                    key={g.key + i}
                    type="button"
                    className={styles.dot}
                    aria-current={i === at}
                    aria-label={t('games.popup.slide', { n: i + 1, total: games.length })}
                    onClick={() => setAt(i)}
                  />
                ))}
              </div>
            </>
          )}
          <button
            type="button"
            className={styles.play}
            onClick={() => {
              onClose();
              if (game.url_forum.startsWith('/') && !game.url_forum.startsWith('//')) void navigate(game.url_forum);
            }}
            data-testid="games-popup-play"
          >
            {t('games.popup.play')}
          </button>
        </div>
      </div>
    </div>
  );
}
