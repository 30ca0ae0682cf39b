import { Check, ShoppingBasket, Timer, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { BoardProps } from '../components/GameFrame.tsx';
import {
  drawRound,
  focusAfterTake,
  isComplete,
  moveFocus,
  reportOf,
  secondsLeft,
  spokenSeconds,
  startProgress,
  tap,
  type Product,
  type Progress,
} from './panier-chrono-model.ts';
import styles from './PanierChronoBoard.module.css';
import './register-texts.ts';

/** The shelf's columns (the grid in the CSS module has as many). */
const COLUMNS = 3;
/** How often the clock is read; the time shown is computed from performance.now(), not counted. */
const TICK_MS = 250;

type Flight = { dx: number; dy: number };

/** Whole ms since the level began (the log's times). */
const msSince = (started: number) => Math.round(performance.now() - started);

/**
 * Panier Chrono's board (docs/games.md#the-games): a shopping list of the level's products, a shelf
 * of those and decoys, laid out as the server dealt them (`seed`); a listed product tapped flies
 * into the basket and is ticked on the list, a decoy tapped shakes, greys out and ends the level.
 * The level ends when the list is done, on a decoy, or when the time runs out; onEnd gets the log
 * of taps (which the server replays) and the count, once.
 */
export function PanierChronoBoard({ level, seed, pictures, onEnd }: BoardProps) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const ids = useId();
  const [round] = useState(() => drawRound(pictures, level, seed));
  const [progress, setProgress] = useState<Progress>(startProgress);
  const progressRef = useRef(progress);
  const [left, setLeft] = useState(round.seconds);
  const [over, setOver] = useState<'won' | 'lost' | null>(null);
  // What the live region says of the last tap (rendered with t: it follows a language switch).
  const [message, setMessage] = useState<{ key: 'taken' | 'wrong'; name: string } | null>(null);
  const [flights, setFlights] = useState<Record<number, Flight>>({});
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const basketRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const endedRef = useRef(false);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  const startedRef = useRef(0);
  const end = useCallback((outcome: 'won' | 'lost') => {
    if (endedRef.current) return;
    endedRef.current = true;
    setOver(outcome);
    onEndRef.current(reportOf(progressRef.current));
  }, []);

  // The clock: the time left is read from performance.now() (faked by Playwright's clock in tests).
  useEffect(() => {
    const started = performance.now();
    startedRef.current = started;
    const id = setInterval(() => {
      if (endedRef.current) return clearInterval(id);
      const now = secondsLeft(started, performance.now(), round.seconds);
      setLeft(now);
      if (now === 0) end('lost');
    }, TICK_MS);
    return () => clearInterval(id);
  }, [round.seconds, end]);

  // The start button is gone: the board comes into sight (the frame's header is not needed while
  // playing) and the keyboard lands on the shelf's first product.
  useEffect(() => {
    boardRef.current?.scrollIntoView({ block: 'start' });
    buttons.current[0]?.focus({ preventScroll: true });
  }, []);

  const gone = (i: number) => progress.taken.includes(i);
  const tabStop = gone(focusIndex) ? (focusAfterTake(focusIndex, round.shelf.length, gone) ?? 0) : focusIndex;

  const choose = (index: number, product: Product) => {
    if (endedRef.current) return;
    const { progress: next, result } = tap(round, progressRef.current, index, msSince(startedRef.current));
    if (result === 'ignored') return;
    progressRef.current = next;
    setProgress(next);
    if (result === 'wrong') {
      setMessage({ key: 'wrong', name: product.name });
      end('lost');
      return;
    }
    setMessage({ key: 'taken', name: product.name });
    const from = buttons.current[index]?.getBoundingClientRect();
    const to = basketRef.current?.getBoundingClientRect();
    if (from && to) {
      setFlights((f) => ({
        ...f,
        [product.id]: {
          dx: to.left + to.width / 2 - (from.left + from.width / 2),
          dy: to.top + to.height / 2 - (from.top + from.height / 2),
        },
      }));
    }
    // The product leaves the shelf: the focus moves on to the next one still there.
    if (document.activeElement === buttons.current[index]) {
      const after = focusAfterTake(index, round.shelf.length, (i) => next.taken.includes(i));
      if (after !== null) buttons.current[after]?.focus({ preventScroll: true });
    }
    if (isComplete(round, next)) end('won');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = buttons.current.findIndex((b) => b === document.activeElement);
    if (index < 0) return;
    const target = moveFocus(event.key, index, round.shelf.length, COLUMNS, rtl, gone);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  const score = progress.taken.length;
  const total = round.list.length;
  const low = left <= 5;
  const notListedId = `${ids}-not-listed`;

  return (
    <div ref={boardRef} className={styles.board} data-testid="panier-board" data-over={over ?? undefined}>
      <div className={styles.hud}>
        <div className={styles.status}>
          <p className={styles.live} aria-live="polite" data-testid="panier-status">
            <span className={styles.time} data-low={low ? 'true' : undefined} data-testid="panier-time">
              <Timer size={18} aria-hidden />
              <span aria-hidden>{t('games.time', { seconds: left })}</span>
              <span className="visually-hidden">{t('games.time', { seconds: spokenSeconds(left) })}</span>
            </span>
            <span className={styles.score} data-testid="panier-score">
              {t('games.score', { score })}
            </span>
            <span className="visually-hidden" data-testid="panier-message">
              {message?.key === 'wrong'
                ? t('panierChrono.wrongEnd', { name: message.name })
                : over
                  ? t(over === 'won' ? 'panierChrono.done' : 'panierChrono.timeUp')
                  : message
                    ? t(`panierChrono.${message.key}`, { name: message.name })
                    : ''}
            </span>
          </p>
          <div ref={basketRef} className={styles.basket} aria-hidden data-testid="panier-basket">
            <ShoppingBasket size={22} />
            <span key={score} className={styles.basketCount}>
              {score}/{total}
            </span>
          </div>
        </div>
        <div className={styles.bar} aria-hidden>
          <span className={styles.barFill} data-low={low ? 'true' : undefined} style={{ transform: `scaleX(${left / round.seconds})` }} />
        </div>
      </div>

      <p className={styles.howTo}>{t('panierChrono.howTo')}</p>

      <section className={styles.listBox} aria-labelledby={`${ids}-list`}>
        <h3 id={`${ids}-list`} className={styles.heading}>
          {t('panierChrono.list')}
          <span className={styles.progress}>{t('panierChrono.progress', { done: score, total })}</span>
        </h3>
        <ul className={styles.list} data-testid="panier-list">
          {round.list.map((p, i) => {
            const done = progress.taken.includes(round.deal.listed[i]!);
            return (
              <li key={p.id} className={styles.item} data-done={done ? 'true' : 'false'} data-testid="panier-list-item">
                {p.image && (
                  <img className={styles.itemImage} src={p.image} alt={''} width={32} height={32} decoding="async" draggable={false} />
                )}
                <span className={styles.itemName} dir="auto" data-testid="panier-list-name">
                  {p.name}
                </span>
                {done && (
                  <>
                    <Check className={styles.tick} size={18} aria-hidden />
                    <span className="visually-hidden">{`, ${t('panierChrono.inBasket')}`}</span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className={styles.shelfBox} aria-labelledby={`${ids}-shelf`}>
        <h3 id={`${ids}-shelf`} className={styles.heading}>
          {t('panierChrono.shelf')}
        </h3>
        <span id={notListedId} hidden>
          {t('panierChrono.notListed')}
        </span>
        <div className={styles.shelf} role="group" aria-labelledby={`${ids}-shelf`} onKeyDown={onKeyDown} data-testid="panier-shelf">
          {round.shelf.map((p, i) => {
            const flight = flights[p.id];
            if (progress.taken.includes(i)) {
              return (
                <div key={p.id} className={styles.slot} aria-hidden data-testid="panier-slot-empty">
                  <span
                    className={styles.flying}
                    style={{ '--dx': `${flight?.dx ?? 0}px`, '--dy': `${flight?.dy ?? 0}px` } as CSSProperties}
                  >
                    {p.image && <img src={p.image} alt={''} width={56} height={56} draggable={false} />}
                  </span>
                </div>
              );
            }
            const wrong = progress.wrong.includes(i);
            return (
              <button
                key={p.id}
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                className={styles.product}
                data-state={wrong ? 'wrong' : 'ready'}
                data-testid="panier-product"
                tabIndex={i === tabStop ? 0 : -1}
                aria-disabled={wrong || over !== null ? 'true' : undefined}
                aria-describedby={wrong ? notListedId : undefined}
                onFocus={() => setFocusIndex(i)}
                onClick={() => choose(i, p)}
              >
                <span className={styles.picture}>
                  {p.image && <img src={p.image} alt={''} width={56} height={56} decoding="async" draggable={false} />}
                  {wrong && <X className={styles.cross} size={20} aria-hidden />}
                </span>
                <span className={styles.name} dir="auto">
                  {p.name}
                </span>
              </button>
            );
          })}
        </div>
      </section>
    </div>
  );
}
