import { LEVELS } from '@qadhya/domain';
import { Check, ShoppingBasket } from 'lucide-react';
import { useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { BoardProps } from '../components/GameFrame.tsx';
import './register-texts.ts';
import styles from './TapMatchBoard.module.css';
import {
  columnsFor,
  deal,
  expire,
  hideMiss,
  isFaceUp,
  missPending,
  moveFocus,
  report,
  secondsLeft,
  turn,
  type Face,
  type TapMatchState,
  type TurnResult,
} from './tap-match-model.ts';

/** A missed pair stays face up this long before turning back. */
export const MISS_MS = 700;
/** The flip's length (TapMatchBoard.module.css): a card turning back keeps its face until then. */
const FLIP_MS = 320;
/** How often the time left is read (it is shown in whole seconds). */
const TICK_MS = 250;
/** The live region tells the time left every this many seconds (the screen shows every second). */
const ANNOUNCE_EVERY_S = 10;

type Action = { type: 'turn'; position: number; at: number } | { type: 'hide' } | { type: 'expire' };
interface Game {
  state: TapMatchState;
  last: TurnResult;
}

function reducer(game: Game, action: Action): Game {
  if (action.type === 'turn') {
    const { state, result } = turn(game.state, action.position, action.at);
    return result.kind === 'none' ? game : { state, last: result };
  }
  if (action.type === 'hide') return { ...game, state: hideMiss(game.state) };
  return { ...game, state: expire(game.state) };
}

/**
 * Tap & Match (docs/games.md#the-games): the level's pairs of the chain's product pictures dealt
 * face down; the shopper turns two cards at a time, a pair stays face up, a miss turns back after
 * MISS_MS. The cards lie as the server dealt them (`seed`). The level ends when every pair is found
 * or the time runs out: `onEnd` then gets the log of cards turned (with their times, which the
 * server replays) and the count, once. A face-down card holds nothing of its face (its name is
 * « Carte N », its picture is not in the page), so the page tells no one where the pairs are.
 */
export function TapMatchBoard({ level, seed, pictures, onEnd }: BoardProps) {
  const { t } = useTranslation();
  const { pairs, seconds } = LEVELS.tap_match[level - 1] ?? LEVELS.tap_match[0]!;
  const [game, dispatch] = useReducer(reducer, undefined, () => ({
    state: deal(pictures, level, seed),
    last: { kind: 'none' } as TurnResult,
  }));
  // The level's time 0: the log's times are counted from it.
  const startedAt = useRef<number | null>(null);
  const sinceStart = () => Math.round(performance.now() - (startedAt.current ?? performance.now()));
  const { state, last } = game;
  const [left, setLeft] = useState(seconds);
  const [focused, setFocused] = useState(0);
  const [closing, setClosing] = useState<number[]>([]);
  const cardRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onEndRef = useRef(onEnd);
  const ended = useRef(false);
  const columns = columnsFor(state.cards.length);

  useEffect(() => {
    onEndRef.current = onEnd;
  });

  // The pictures load before the first card is turned (the same pictures for every deal: this says
  // nothing of where they lie), and the first card takes the focus.
  useEffect(() => {
    for (const face of state.faces) if (face.image) new Image().src = face.image;
    cardRefs.current[0]?.focus();
  }, [state.faces]);

  // The clock: measured from the board's start, read a few times a second, shown in whole seconds.
  useEffect(() => {
    if (state.status !== 'playing') return;
    startedAt.current ??= performance.now();
    const tick = () => {
      const elapsed = sinceStart();
      setLeft(secondsLeft(seconds, elapsed));
      if (elapsed >= seconds * 1000) dispatch({ type: 'expire' });
    };
    const id = setInterval(tick, TICK_MS);
    return () => clearInterval(id);
    // Started once: the status only changes to over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seconds, state.status === 'playing']);

  // A missed pair turns back after MISS_MS (or at once when the shopper turns another card).
  const miss = missPending(state) ? state.open.join(',') : null;
  useEffect(() => {
    if (!miss) return;
    const positions = miss.split(',').map(Number);
    const id = setTimeout(() => dispatch({ type: 'hide' }), MISS_MS);
    return () => {
      clearTimeout(id);
      setClosing(positions);
    };
  }, [miss]);
  useEffect(() => {
    if (closing.length === 0) return;
    const id = setTimeout(() => setClosing([]), FLIP_MS);
    return () => clearTimeout(id);
  }, [closing]);

  // The end, said once.
  useEffect(() => {
    if (state.status === 'playing' || ended.current) return;
    ended.current = true;
    onEndRef.current(report(state));
  }, [state]);

  const faceName = (face: Face) => face.name ?? t('tapMatch.symbol', { symbol: face.symbol });
  const over = state.status !== 'playing';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = moveFocus(focused, event.key, state.cards.length, columns, rtl);
    if (next === null) return;
    event.preventDefault();
    setFocused(next);
    cardRefs.current[next]?.focus();
  };

  // What the live region says: the pairs found (and each turn's outcome) at once, the time left every
  // ANNOUNCE_EVERY_S seconds, not each second.
  const spokenSeconds = left === 0 ? 0 : Math.min(seconds, Math.ceil(left / ANNOUNCE_EVERY_S) * ANNOUNCE_EVERY_S);
  const event =
    state.status === 'won'
      ? t('tapMatch.allFound')
      : state.status === 'lost'
        ? t('tapMatch.timeUp')
        : last.kind === 'match'
          ? t('tapMatch.found', { name: faceName(state.faces[last.face]!) })
          : last.kind === 'miss'
            ? t('tapMatch.missed', {
                first: faceName(state.faces[state.cards[last.first]!]!),
                second: faceName(state.faces[state.cards[last.second]!]!),
              })
            : last.kind === 'first'
              ? faceName(state.faces[state.cards[last.position]!]!)
              : '';

  return (
    <div className={styles.board} data-testid="tap-match-board" data-status={state.status}>
      <p className={styles.hint}>{t('tapMatch.hint')}</p>
      <div className={styles.status} aria-live="polite" data-testid="tap-match-status">
        <span className={styles.time} data-low={left <= 10 ? 'true' : undefined}>
          <span aria-hidden="true" data-testid="tap-match-time">
            {t('games.time', { seconds: left })}
          </span>
          <span className="visually-hidden">{t('tapMatch.timeLeft', { seconds: spokenSeconds })}</span>
        </span>
        <span className={styles.score} data-testid="tap-match-score">
          {t('games.score', { score: state.score })}
        </span>
        <span className="visually-hidden">{t('tapMatch.pairs', { found: state.score, pairs })}</span>
        <span className="visually-hidden" data-testid="tap-match-event">
          {event}
        </span>
      </div>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.bar} style={{ transform: `scaleX(${left / seconds})` }} data-low={left <= 10 ? 'true' : undefined} />
      </div>

      <p id="tap-match-keys" className="visually-hidden">
        {t('tapMatch.keys')}
      </p>
      <div
        className={styles.grid}
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        role="group"
        aria-label={t('tapMatch.board')}
        aria-describedby="tap-match-keys"
        onKeyDown={onKeyDown}
        data-testid="tap-match-grid"
        data-size={state.cards.length > 12 ? 'large' : undefined}
      >
        {state.cards.map((faceIndex, position) => {
          const up = isFaceUp(state, position);
          const matched = state.matched[position] === true;
          // The face is in the page only while the card shows it (and while it turns back).
          const face = up || closing.includes(position) ? state.faces[faceIndex]! : null;
          return (
            <button
              key={position}
              ref={(el) => {
                cardRefs.current[position] = el;
              }}
              type="button"
              className={styles.card}
              data-up={up ? 'true' : undefined}
              data-matched={matched ? 'true' : undefined}
              aria-label={up && face ? faceName(face) : t('tapMatch.card', { n: position + 1 })}
              aria-disabled={matched || over ? 'true' : undefined}
              tabIndex={position === focused ? 0 : -1}
              onFocus={() => setFocused(position)}
              onClick={() => dispatch({ type: 'turn', position, at: sinceStart() })}
              data-testid="tap-match-card"
            >
              <span className={styles.inner} aria-hidden="true">
                <span className={`${styles.face} ${styles.back}`}>
                  <ShoppingBasket size={28} strokeWidth={2.2} />
                </span>
                <span className={`${styles.face} ${styles.front}`}>
                  {face?.image ? (
                    <img src={face.image} alt={''} draggable={false} decoding="async" />
                  ) : face ? (
                    <span className={styles.symbol}>{face.symbol}</span>
                  ) : null}
                  {matched && (
                    <span className={styles.check}>
                      <Check size={14} strokeWidth={3} />
                    </span>
                  )}
                </span>
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
