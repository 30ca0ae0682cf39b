import type { CatalogueImage } from '@qadhya/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { CATALOGUE_PAGE, clampPage, dragWithResistance, keyTarget, pageOffset, pagesToRender, swipeStep } from '../flip.ts';
import styles from './Flipbook.module.css';
import '../texts.ts';

export interface FlipbookProps {
  pages: CatalogueImage[];
  /** 0-based index of the page shown. */
  index: number;
  onIndexChange: (index: number) => void;
  onOpenProduct: (zone: CatalogueImage['zones'][number]) => void;
  label: string;
}

const pct = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * The flipbook: one 350×500 page at a time scaled to the screen, previous/next buttons, swipe
 * (pointer events, mirrored in Arabic), keys (arrows by reading direction, Page Up/Down, Home/End),
 * 'Page X / N' shown and 'Page X sur N' said by a polite live region. Only the current page and its
 * neighbours are rendered, so pages load on demand. Each product on a page is a transparent
 * button named after the product. A page turn that takes focus away (a zone of the old page, a
 * button that becomes disabled) gives it to the book (docs/accessibility.md#flipbook).
 */
export function Flipbook({ pages, index, onIndexChange, onOpenProduct, label }: FlipbookProps) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const total = pages.length;
  const root = useRef<HTMLDivElement>(null);
  const book = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const keepFocus = useRef(false);
  const gesture = useRef<{ x: number; y: number; t: number; id: number; dragging: boolean } | null>(null);
  const swallowClick = useRef(false);

  const go = (next: number) => {
    const target = clampPage(next, total);
    if (target === index) return;
    keepFocus.current = root.current?.contains(document.activeElement) ?? false;
    onIndexChange(target);
  };

  useEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    const active = document.activeElement;
    const lost = !active || !root.current?.contains(active) || active.matches(':disabled') || active.closest('[inert]') !== null;
    if (lost) book.current?.focus({ preventScroll: true });
  }, [index]);

  const setDrag = (px: number) => stage.current?.style.setProperty('--drag', `${px}px`);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    gesture.current = { x: e.clientX, y: e.clientY, t: e.timeStamp, id: e.pointerId, dragging: false };
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g || g.id !== e.pointerId || !stage.current) return;
    const dx = e.clientX - g.x;
    const dy = e.clientY - g.y;
    if (!g.dragging) {
      if (Math.abs(dy) > 10 && Math.abs(dy) > Math.abs(dx)) {
        gesture.current = null; // a vertical scroll: leave it to the browser
        return;
      }
      if (Math.abs(dx) < 8) return;
      g.dragging = true;
      stage.current.setPointerCapture(e.pointerId);
      stage.current.dataset.dragging = '';
    }
    setDrag(dragWithResistance(dx, index, total, rtl));
  };

  const endGesture = (e: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const g = gesture.current;
    gesture.current = null;
    if (!g || g.id !== e.pointerId || !g.dragging) return;
    swallowClick.current = true;
    if (stage.current) delete stage.current.dataset.dragging;
    setDrag(0);
    if (!cancelled) {
      const step = swipeStep(e.clientX - g.x, stage.current?.clientWidth ?? CATALOGUE_PAGE.width, e.timeStamp - g.t, rtl);
      if (step) go(index + step);
    }
  };

  // A drag must not also open the product under the finger.
  const onClickCapture = (e: MouseEvent) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    e.preventDefault();
    e.stopPropagation();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const target = keyTarget(e.key, index, total, rtl);
    if (target === null) return;
    e.preventDefault();
    go(target);
  };

  return (
    <div ref={root} className={styles.root}>
      <div
        ref={book}
        className={styles.book}
        role="region"
        aria-roledescription={t('catalogViewer.roleDescription')}
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="flipbook"
      >
        <div
          ref={stage}
          className={styles.stage}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(e) => endGesture(e, false)}
          onPointerCancel={(e) => endGesture(e, true)}
          onClickCapture={onClickCapture}
        >
          {pagesToRender(index, total).map((i) => {
            const page = pages[i]!;
            const current = i === index;
            return (
              <div
                key={page.page}
                className={styles.page}
                style={{ '--offset': pageOffset(i, index, rtl) } as CSSProperties}
                aria-hidden={!current}
                inert={!current}
                data-current={current || undefined}
                data-page={page.page}
                data-testid={current ? 'flipbook-page' : undefined}
              >
                <img
                  className={styles.image}
                  src={page.img}
                  alt={t('catalogViewer.pageAlt', { page: i + 1 })}
                  width={CATALOGUE_PAGE.width}
                  height={CATALOGUE_PAGE.height}
                  draggable={false}
                  decoding="async"
                />
                {page.zones.map((zone) => (
                  <button
                    key={`${zone.sku}-${zone.x}-${zone.y}`}
                    type="button"
                    className={styles.zone}
                    style={{
                      left: pct(zone.x, CATALOGUE_PAGE.width),
                      top: pct(zone.y, CATALOGUE_PAGE.height),
                      width: pct(zone.w, CATALOGUE_PAGE.width),
                      height: pct(zone.h, CATALOGUE_PAGE.height),
                    }}
                    aria-label={zone.name}
                    lang="fr"
                    onClick={() => onOpenProduct(zone)}
                    data-testid="page-zone"
                    data-sku={zone.sku}
                  />
                ))}
              </div>
            );
          })}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.nav}
          onClick={() => go(index - 1)}
          disabled={index <= 0}
          aria-label={t('catalogViewer.previous')}
          data-testid="flip-prev"
        >
          <ChevronLeft className="flip-rtl" size={24} aria-hidden />
        </button>
        <p className={styles.counter} aria-hidden data-testid="page-counter">
          {t('catalogViewer.counter', { page: index + 1, total })}
        </p>
        <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="page-announcement">
          {t('catalogViewer.announce', { page: index + 1, total })}
        </p>
        <button
          type="button"
          className={styles.nav}
          onClick={() => go(index + 1)}
          disabled={index >= total - 1}
          aria-label={t('catalogViewer.next')}
          data-testid="flip-next"
        >
          <ChevronRight className="flip-rtl" size={24} aria-hidden />
        </button>
      </div>
    </div>
  );
}
