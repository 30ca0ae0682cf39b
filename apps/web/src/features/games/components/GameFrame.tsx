import type { GameKey, PlayOutcome, PlayResult } from '@qadhya/contracts';
import { Gamepad2 } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import '../i18n/register-texts.ts';
import { newPlayId, useGameState, usePictures, usePlayActions, type GamePicture } from '../api/games.ts';
import { Attempts } from './Attempts.tsx';
import { Confetti } from './Confetti.tsx';
import { GamesLoadState } from './GamesLoadState.tsx';
import styles from './GameFrame.module.css';
import { PrizeCard } from './PrizeCard.tsx';
import { SignedInGame } from './SignedInGame.tsx';

/** What a game's board gets: its level as the server dealt it, the chain's product pictures, and where to say it ended. */
export interface BoardProps {
  level: number;
  /** The play's deal (docs/games.md#fairness): the board lays the level out from it, with the domain's rules. */
  seed: number;
  pictures: GamePicture[];
  /** Called once, when the level is over: the log of what the shopper did (the server replays it) and the board's count. */
  onEnd: (result: PlayResult) => void;
}

type Phase = { name: 'ready' } | { name: 'playing'; playId: string; level: number; seed: number } | { name: 'done'; outcome: PlayOutcome };

/**
 * The frame of a skill game (docs/games.md#the-games): the shopper's chances today, the level to
 * play (won levels open the next), the board while the server's clock runs (the play is started on
 * the server first, which deals the level), then the server's judgement of the board's log: the level won or lost, and any prize drawn.
 */
export function GameFrame({ game, Board, pictureCount }: { game: GameKey; Board: ComponentType<BoardProps>; pictureCount: number }) {
  return (
    <SignedInGame icon={<Gamepad2 size={36} />}>
      {(user) => <Frame game={game} Board={Board} pictureCount={pictureCount} user={user} />}
    </SignedInGame>
  );
}

function Frame({
  game,
  Board,
  pictureCount,
  user,
}: {
  game: GameKey;
  Board: ComponentType<BoardProps>;
  pictureCount: number;
  user: string;
}) {
  const { t, i18n } = useTranslation();
  const state = useGameState(user, game);
  const pictures = usePictures(pictureCount);
  const { start, finish } = usePlayActions(game);
  const [phase, setPhase] = useState<Phase>({ name: 'ready' });
  const [chosen, setChosen] = useState<number | null>(null);

  if (state.isPending || pictures.isPending || state.isError || pictures.isError) {
    const failed = !state.isPending && !pictures.isPending;
    return <GamesLoadState failed={failed} onRetry={() => void Promise.all([state.refetch(), pictures.refetch()])} />;
  }
  const info = state.data;
  const level = Math.min(chosen ?? info.level_unlocked, info.level_unlocked);
  const play = (lvl: number) => {
    const playId = newPlayId();
    start.mutate(
      { playId, level: lvl },
      { onSuccess: (outcome) => setPhase({ name: 'playing', playId, level: lvl, seed: outcome.seed ?? 0 }) },
    );
  };
  const ended = (playId: string) => (result: PlayResult) =>
    finish.mutate({ playId, result }, { onSuccess: (outcome) => setPhase({ name: 'done', outcome }) });

  return (
    <div className={styles.page} data-testid={`game-${game}`}>
      <header className={styles.head}>
        <h2 className={styles.title}>{t(`games.cards.${game}.label`)}</h2>
        <p className={styles.subtitle}>
          {info.campaign
            ? t('games.campaign', { title: i18n.language === 'ar' ? info.campaign.title_ar : info.campaign.title })
            : t('games.noCampaign')}
        </p>
        <Attempts left={info.attempts_left} total={info.attempts_per_day} />
      </header>

      {phase.name === 'ready' && (
        <div className={styles.ready}>
          <div className={styles.levels} role="radiogroup" aria-label={t('games.level', { level: '' }).trim()}>
            {Array.from({ length: info.levels }, (_, i) => i + 1).map((n) => (
              <button
                key={n}
                type="button"
                role="radio"
                aria-checked={n === level}
                disabled={n > info.level_unlocked}
                aria-label={n > info.level_unlocked ? t('games.levelLocked', { level: n }) : t('games.level', { level: n })}
                className={styles.level}
                onClick={() => setChosen(n)}
                data-testid={`level-${n}`}
              >
                {n}
              </button>
            ))}
          </div>
          <button type="button" className={styles.primary} onClick={() => play(level)} disabled={start.isPending} data-testid="game-start">
            {t('games.start')} · {t('games.level', { level })}
          </button>
        </div>
      )}

      {phase.name === 'playing' && (
        <div className={styles.board} aria-busy={finish.isPending}>
          <Board key={phase.playId} level={phase.level} seed={phase.seed} pictures={pictures.data} onEnd={ended(phase.playId)} />
        </div>
      )}

      {phase.name === 'done' && <Outcome outcome={phase.outcome} onAgain={(lvl) => play(lvl)} busy={start.isPending} />}
    </div>
  );
}

function Outcome({ outcome, onAgain, busy }: { outcome: PlayOutcome; onAgain: (level: number) => void; busy: boolean }) {
  const { t } = useTranslation();
  // Why there is no prize: not believed, lost, both chances of the day used, or the draw gave nothing.
  const note = !outcome.plausible
    ? t('games.result.implausible')
    : !outcome.won
      ? null
      : outcome.prize
        ? null
        : outcome.counted
          ? t('games.result.noPrize')
          : t('games.result.noChance');
  return (
    <div className={styles.outcome} data-testid="game-outcome" data-won={outcome.won ? 'true' : 'false'}>
      <p className={styles.verdict} role="status">
        {outcome.won ? t('games.result.won') : t('games.result.lost')}
      </p>
      {outcome.prize && (
        <>
          <Confetti />
          <PrizeCard prize={outcome.prize} />
        </>
      )}
      {note && <p className={styles.note}>{note}</p>}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => onAgain(outcome.level)} disabled={busy} data-testid="game-again">
          {t('games.again')}
        </button>
        {outcome.level_unlocked > outcome.level && (
          <button
            type="button"
            className={styles.primary}
            onClick={() => onAgain(outcome.level + 1)}
            disabled={busy}
            data-testid="game-next"
          >
            {t('games.next')}
          </button>
        )}
      </div>
    </div>
  );
}
