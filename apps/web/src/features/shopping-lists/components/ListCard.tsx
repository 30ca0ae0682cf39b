import type { ListSummary } from '@qadhya/contracts';
import { formatNumber } from '@qadhya/domain';
import { CopyPlus, ImageOff, RotateCcw, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Price } from '../../../components/ui/Price.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { createdOn, firstName, historyAction, showsPromo } from '../model/card.ts';
import { courseDetailPath } from '../model/paths.ts';
import { ProgressBadge } from './ProgressBadge.tsx';
import styles from './ListCard.module.css';

interface Props {
  list: ListSummary;
  /** The three-dot menu's button (ListMenuSheet's trigger), drawn in the card's corner. */
  menu?: ReactNode;
  onDuplicate?: (list: ListSummary) => void;
  onReactivate?: (list: ListSummary) => void;
  /** This card's history action is under way. */
  busy?: boolean;
  /** Its items on a deal this week at the shopper's store (GET /lists/deal-counts); unknown or 0: no line. */
  dealCount?: number | undefined;
}

/**
 * One card of the courses screen (docs/shopping-lists.md#screens-courses-add-list-add-product):
 * title (the link to the detail, stretched over the card), « Créée par … le … », score, up to 3
 * pictures, 'N/M produits achetés', badge and bar, the menu; in the history, 'Dupliquer' or
 * 'Réactiver' and 'Promo déduite'. The menu and the actions stay their own buttons above the link.
 */
export function ListCard({ list, menu, onDuplicate, onReactivate, busy, dealCount }: Props) {
  const { t, i18n } = useTranslation();
  const action = historyAction(list);
  const images = list.images.slice(0, 3);
  return (
    <li className={styles.card} data-testid="list-card" data-list-id={list.id} data-badge={list.progress.badge} data-version={list.version}>
      <div className={styles.head}>
        <h2 className={styles.title}>
          <Link className={styles.link} to={courseDetailPath(list.id)} data-testid="list-card-link">
            {list.title}
          </Link>
        </h2>
        {menu && <div className={styles.menu}>{menu}</div>}
      </div>
      <p className={styles.desc} data-testid="list-card-desc">
        {t('courses.card.createdBy', { name: firstName(list.owner.name), date: createdOn(list.created_at, i18n.language) })}
      </p>
      <div className={styles.middle}>
        <ul className={styles.images} aria-hidden>
          {images.length === 0 ? (
            <li className={styles.thumb} aria-hidden>
              <ImageOff size={20} />
            </li>
          ) : (
            images.map((src, i) => (
              <li key={`${src}-${i}`} className={styles.thumb}>
                <img src={src} alt={list.title} width={48} height={48} loading="lazy" decoding="async" />
              </li>
            ))
          )}
        </ul>
        <div className={styles.score} data-testid="list-card-score">
          <span className={styles.scoreLabel}>{t('courses.card.score')}</span>
          <Price millimes={list.score} size="sm" />
        </div>
      </div>
      <p className={styles.bought} data-testid="list-card-bought">
        {t('courses.card.bought', {
          bought: formatNumber(list.progress.bought, i18n.language),
          total: formatNumber(list.progress.total, i18n.language),
        })}
      </p>
      <ProgressBadge progress={list.progress} testId="list-card-progress" />
      {dealCount !== undefined && dealCount > 0 && (
        <p className={styles.deals} data-testid="list-card-deals" data-count={dealCount}>
          <Tag size={16} aria-hidden />
          {t('courses.card.deals', { count: dealCount })}
        </p>
      )}
      {(action || showsPromo(list)) && (
        <div className={styles.history}>
          {showsPromo(list) && (
            <p className={styles.promo} data-testid="list-card-promo" data-source={list.promo_source ?? undefined}>
              <span>{t('courses.card.promo')}</span>
              <Price millimes={list.promo_deducted} size="sm" />
            </p>
          )}
          {action === 'duplicate' && onDuplicate && (
            <button
              type="button"
              className={styles.action}
              onClick={() => onDuplicate(list)}
              disabled={busy}
              aria-busy={busy || undefined}
              data-testid="list-duplicate"
            >
              <CopyPlus size={18} aria-hidden />
              {t('courses.card.duplicate')}
            </button>
          )}
          {action === 'reactivate' && onReactivate && (
            <button
              type="button"
              className={styles.action}
              onClick={() => onReactivate(list)}
              disabled={busy}
              aria-busy={busy || undefined}
              data-testid="list-reactivate"
            >
              <RotateCcw size={18} aria-hidden />
              {t('courses.card.reactivate')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
