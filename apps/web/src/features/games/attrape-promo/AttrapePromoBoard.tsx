import { formatPercent } from '@qadhya/domain';
import { Ban, BadgePercent, Heart, ShoppingBasket, Timer } from 'lucide-react';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useReducedMotion } from '../../../lib/hooks/use-reduced-motion.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import type { GamePicture } from '../api/games.ts';
import type { BoardProps } from '../components/GameFrame.tsx';
import {
  advance,
  configFor,
  laneAfterKey,
  laneAt,
  newGame,
  progress,
  reportOf,
  secondsLeft,
  type EndReason,
  type GameState,
  type Tag,
} from './attrape-promo-model.ts';
import styles from './AttrapePromoBoard.module.css';
import './register-texts.ts';

/** Heights in px, as in AttrapePromoBoard.module.css (.tag and .basket): where a tag lands. */
const TAG_H = 84;
const BASKET_H = 56;
/** How far a landing tag goes into the basket. */
const DIP = 22;
/** With less motion asked for, tags fall in this many jumps. */
const REDUCED_STEPS = 6;

interface Hud {
  seconds: number;
  /** The time as said to a screen reader: every 10 s and the last 5. */
  spokenSeconds: number;
  score: number;
  moves: number;
  ended: EndReason | null;
}

/**
 * Attrape Promo's board (docs/games.md#the-games): promo tags and other tags fall in lanes; the
 * shopper moves the basket (arrow keys as seen on screen, a tap or a drag on the lanes, the lane
 * buttons) to catch the promos. The tags fall as the server dealt them (`seed`). One
 * requestAnimationFrame loop plays the domain's rules on performance.now() and moves the tags with
 * transform only; React renders when a tag appears or lands and once a second for the time. At
 * the end onEnd gets the log of catches (which the server replays) and the count, once.
 */
export function AttrapePromoBoard({ level, seed, pictures, onEnd }: BoardProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rtl = lang === 'ar';
  const reduced = useReducedMotion();
  const config = useMemo(() => configFor(level), [level]);
  const rulesId = useId();
  const [lane, setLaneState] = useState(() => Math.floor(config.lanes / 2));
  const laneRef = useRef(lane);
  const [tags, setTags] = useState<Tag[]>([]);
  const [hud, setHud] = useState<Hud>({ seconds: config.seconds, spokenSeconds: config.seconds, score: 0, moves: 0, ended: null });
  const tagEls = useRef(new Map<number, HTMLElement>());
  const fieldRef = useRef<HTMLDivElement>(null);
  const basketRef = useRef<HTMLDivElement>(null);
  const iconRef = useRef<HTMLSpanElement>(null);
  const fieldHeight = useRef(0);
  const onEndRef = useRef(onEnd);
  const reported = useRef(false);
  const reducedRef = useRef(reduced);
  const endedRef = useRef(false);

  useEffect(() => {
    onEndRef.current = onEnd;
    reducedRef.current = reduced;
  });

  const setLane = useCallback((next: number) => {
    if (endedRef.current) return;
    laneRef.current = next;
    setLaneState(next);
  }, []);

  const register = useCallback((id: number, el: HTMLElement | null) => {
    if (el) tagEls.current.set(id, el);
    else tagEls.current.delete(id);
  }, []);

  // The field's height, measured when it changes (never read in the frame loop).
  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    fieldHeight.current = field.clientHeight;
    const observer = new ResizeObserver(() => {
      fieldHeight.current = field.clientHeight;
    });
    observer.observe(field);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    basketRef.current?.focus({ preventScroll: true });
  }, []);

  // The game loop.
  useEffect(() => {
    let state: GameState = newGame(config, seed);
    let start: number | null = null;
    let raf = 0;
    let shownSeconds = config.seconds;
    const pulse = (good: boolean) => {
      if (reducedRef.current) return;
      iconRef.current?.animate(
        good
          ? [{ transform: 'scale(1.25)' }, { transform: 'scale(1)' }]
          : [{ transform: 'translate3d(-4px,0,0)' }, { transform: 'translate3d(4px,0,0)' }, { transform: 'translate3d(0,0,0)' }],
        { duration: 240, easing: 'ease-out' },
      );
    };
    const frame = () => {
      const now = performance.now();
      start ??= now;
      const { state: next, events } = advance(state, now - start, laneRef.current);
      state = next;
      if (events.length > 0) {
        setTags(state.falling);
        for (const e of events) {
          if (e.type !== 'catch' && e.type !== 'miss') continue;
          // Gone at once (React removes it on its next render).
          const el = tagEls.current.get(e.tag.id);
          if (el) el.dataset.state = e.type === 'catch' ? 'caught' : 'missed';
          if (e.type === 'catch') pulse(e.tag.kind === 'good');
        }
      }
      const seconds = secondsLeft(state);
      if (events.length > 0 || seconds !== shownSeconds) {
        shownSeconds = seconds;
        setHud((h) => ({
          seconds,
          spokenSeconds: seconds % 10 === 0 || seconds <= 5 ? seconds : h.spokenSeconds,
          score: state.score,
          moves: state.moves,
          ended: state.ended,
        }));
      }
      // Positions: transform only, written straight to the elements.
      const top = -TAG_H;
      const land = fieldHeight.current - BASKET_H - TAG_H + DIP;
      const steps = reducedRef.current ? REDUCED_STEPS : 0;
      for (const tag of state.falling) {
        const el = tagEls.current.get(tag.id);
        if (el)
          el.style.transform = `translate3d(0, ${(top + progress(tag, state.elapsed, config.fallMs, steps) * (land - top)).toFixed(1)}px, 0)`;
      }
      if (state.ended) {
        endedRef.current = true;
        if (!reported.current) {
          reported.current = true;
          onEndRef.current(reportOf(state));
        }
        return;
      }
      raf = requestAnimationFrame(frame);
    };
    raf = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(raf);
  }, [config, seed]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    setLane(laneAfterKey(laneRef.current, event.key, config.lanes, rtl));
  };

  const dragging = useRef(false);
  const laneFromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setLane(laneAt(event.clientX - rect.left, rect.width, config.lanes, rtl));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    laneFromPointer(event);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) laneFromPointer(event);
  };
  const onPointerUp = () => {
    dragging.current = false;
  };

  const livesLeft = Math.max(0, config.lives - hud.moves);
  const lanes = Array.from({ length: config.lanes }, (_, i) => i);
  // A discount tag « -20% » as the shelves print it (formatPercent, docs/formats.md): its figure is the variant's.
  const discountOf = (variant: string) => Number(/^minus(\d+)$/.exec(variant)?.[1] ?? 0);
  const labelOf = (tag: Tag) =>
    tag.kind === 'good'
      ? t(`attrapePromo.good.${tag.variant}`, { value: formatPercent(discountOf(tag.variant), lang, { signed: true }) })
      : t(`attrapePromo.bad.${tag.variant}`);

  return (
    // Arrow keys anywhere on the board move the basket (its lane buttons included).
    <div className={styles.board} onKeyDown={onKeyDown} data-testid="attrape-board" data-ended={hud.ended ?? undefined}>
      <div className={styles.hud} aria-live="polite" data-testid="attrape-hud">
        <span className={styles.pill} data-testid="attrape-time" data-seconds={hud.seconds}>
          <Timer size={18} aria-hidden />
          <span aria-hidden>{t('games.time', { seconds: hud.seconds })}</span>
          <span className="visually-hidden">{t('attrapePromo.timeLeft', { seconds: hud.spokenSeconds })}</span>
        </span>
        <span className={styles.pill} data-testid="attrape-score" data-score={hud.score}>
          {t('games.score', { score: hud.score })}
          <span className={styles.of}> / {config.target}</span>
        </span>
        <span className={styles.pill} data-testid="attrape-lives" data-lives={livesLeft}>
          <span className={styles.hearts} aria-hidden>
            {Array.from({ length: config.lives }, (_, i) => (
              <Heart
                key={i}
                size={16}
                className={i < livesLeft ? styles.heart : styles.heartLost}
                fill={i < livesLeft ? 'currentColor' : 'none'}
              />
            ))}
          </span>
          <span className="visually-hidden">{t('attrapePromo.lives', { lives: livesLeft, total: config.lives })}</span>
        </span>
        {hud.ended && (
          <span className="visually-hidden" data-testid="attrape-ended">
            {t(`attrapePromo.ended.${hud.ended}`)}
          </span>
        )}
      </div>

      <p className={styles.rules} id={rulesId}>
        {t('attrapePromo.rules', { target: config.target, lives: config.lives })}{' '}
        <span className={styles.controls}>{t('attrapePromo.controls')}</span>
      </p>
      <div className={styles.legend} aria-hidden>
        <span className={styles.legendGood}>
          <BadgePercent size={16} /> {t('attrapePromo.legend.good')}
        </span>
        <span className={styles.legendBad}>
          <Ban size={16} /> {t('attrapePromo.legend.bad')}
        </span>
      </div>

      <div
        ref={fieldRef}
        className={styles.field}
        role="group"
        aria-label={t('attrapePromo.field')}
        aria-describedby={rulesId}
        data-lanes={config.lanes}
        data-reduced={reduced ? 'true' : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        data-testid="attrape-field"
      >
        {lanes.map((i) => (
          <div key={i} className={styles.lane} data-active={i === lane ? 'true' : undefined}>
            {tags
              .filter((tag) => tag.lane === i)
              .map((tag) => (
                <TagView
                  key={tag.id}
                  tag={tag}
                  picture={pictures.length > 0 ? pictures[tag.picture % pictures.length] : undefined}
                  kindLabel={t(`attrapePromo.kind.${tag.kind}`)}
                  label={labelOf(tag)}
                  register={register}
                />
              ))}
          </div>
        ))}
        <div
          ref={basketRef}
          className={styles.basket}
          role="slider"
          tabIndex={0}
          aria-label={t('attrapePromo.basket')}
          aria-orientation="horizontal"
          aria-valuemin={1}
          aria-valuemax={config.lanes}
          aria-valuenow={lane + 1}
          aria-valuetext={t('attrapePromo.basketValue', { lane: lane + 1, lanes: config.lanes })}
          style={{ width: `${100 / config.lanes}%`, transform: `translate3d(${(rtl ? -100 : 100) * lane}%, 0, 0)` }}
          data-lane={lane}
          data-testid="attrape-basket"
        >
          <span ref={iconRef} className={styles.basketIcon}>
            <ShoppingBasket size={30} aria-hidden />
          </span>
        </div>
        {hud.ended && (
          <p className={styles.ended} aria-hidden>
            {t(`attrapePromo.ended.${hud.ended}`)}
          </p>
        )}
      </div>

      <div className={styles.laneButtons} role="group" aria-label={t('attrapePromo.lanes')}>
        {lanes.map((i) => (
          <button
            key={i}
            type="button"
            className={styles.laneButton}
            aria-label={t('attrapePromo.lane', { lane: i + 1 })}
            aria-pressed={i === lane}
            disabled={hud.ended !== null}
            onClick={() => setLane(i)}
            data-testid={`attrape-lane-${i}`}
          >
            {i === lane ? <ShoppingBasket size={20} aria-hidden /> : <span aria-hidden>{i + 1}</span>}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A falling tag: rendered once, then moved by the loop (its transform written directly). */
const TagView = memo(function TagView({
  tag,
  picture,
  kindLabel,
  label,
  register,
}: {
  tag: Tag;
  picture: GamePicture | undefined;
  kindLabel: string;
  label: string;
  register: (id: number, el: HTMLElement | null) => void;
}) {
  const good = tag.kind === 'good';
  return (
    <div
      ref={(el) => register(tag.id, el)}
      className={good ? styles.tagGood : styles.tagBad}
      style={{ transform: `translate3d(0, -${TAG_H + 8}px, 0)` }}
      data-testid="promo-tag"
      data-kind={tag.kind}
      data-lane={tag.lane}
      data-variant={tag.variant}
    >
      <span className={styles.tagHead}>
        {good ? <BadgePercent size={14} aria-hidden /> : <Ban size={14} aria-hidden />}
        {kindLabel}
      </span>
      <span className={styles.tagBody}>
        {picture && (
          <img className={styles.tagPicture} src={picture.image} alt={''} width={34} height={34} draggable={false} decoding="async" />
        )}
        <span className={good ? styles.tagValue : styles.tagValueBad} data-variant={tag.variant}>
          {label}
        </span>
      </span>
    </div>
  );
});
