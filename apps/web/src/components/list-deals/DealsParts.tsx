import './register-texts.ts';
import type { Deal, ItemDeals } from '@qadhya/contracts';
import { formatDayMonth, formatMoney } from '@qadhya/domain';
import { BellRing, Tag } from 'lucide-react';
import { useId } from 'react';
import { href } from '../../config/routes.ts';
import { appToday } from '../../lib/clock/index.ts';
import { useLanguage, useTranslation } from '../../lib/i18n/index.ts';
import { Link } from '../../lib/router/index.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { Price } from '../ui/Price.tsx';
import { kindKey, matchTailKey, shownDeals, type DealsTotal } from './deals.ts';
import styles from './list-deals.module.css';

export interface DealsSummaryProps {
  /** The week's total as this device counts it (weekTotal). */
  total: DealsTotal;
  /** A list's (« Cette semaine sur ma liste ») or the favourites' (« Cette semaine dans mes favoris »). */
  of: 'list' | 'favourites';
  /** The store whose last-chance offers count; null: chain-wide deals only. */
  storeName: string | null;
  /** Where the weekly push is set (the notification settings), when offered from here. */
  alertHref?: string;
}

/**
 * The week's card (docs/shopping-lists.md#this-week-on-my-list): « Économie cette semaine : 4,350 DT »,
 * how many items have a deal this week, at which store, and the way to the weekly push's setting.
 */
export function DealsSummary({ total, of, storeName, alertHref }: DealsSummaryProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  return (
    <section className={styles.summary} aria-labelledby={id} data-testid="deals-summary" data-count={total.count}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden>
          <Tag size={20} />
        </span>
        <div className={styles.titles}>
          <h2 id={id} className={styles.title}>
            {t(of === 'list' ? 'listDeals.title' : 'listDeals.titleFavourites')}
          </h2>
          <p className={styles.store} data-testid="deals-store">
            {storeName ? t('listDeals.store', { store: storeName }) : t('listDeals.allStores')}
          </p>
        </div>
      </div>
      {total.count > 0 ? (
        <>
          <p className={styles.total} data-testid="deals-total">
            {t('listDeals.saving', { amount: formatMoney(total.saving, lang) })}
          </p>
          <p className={styles.count} data-testid="deals-count">
            {t('listDeals.count', { count: total.count })}
          </p>
        </>
      ) : (
        <p className={styles.none} data-testid="deals-none">
          {t('listDeals.none')}
        </p>
      )}
      {alertHref && (
        <Link className={styles.alertLink} to={alertHref} data-testid="deals-alert-link">
          <BellRing size={18} aria-hidden />
          {t('listDeals.alertLink')}
        </Link>
      )}
    </section>
  );
}

export interface ItemDealsLineProps {
  item: ItemDeals;
  /** The price the row already shows: a deal at that price does not say it again. */
  shownPrice?: number | null | undefined;
}

const TONES: Record<Deal['kind'], BadgeTone> = { catalogue: 'info', promo: 'brand', last_chance: 'warning' };

/**
 * An item's deals under its name: the badge (« Catalogue », « Promo du jour », « Dernière chance »,
 * « La semaine prochaine »), the deal's price and the saving (« -1,200 DT »); a typed item says why
 * it matched, « « lait » : Lait demi-écrémé … en promo », a link to that product's sheet.
 */
export function ItemDealsLine({ item, shownPrice }: ItemDealsLineProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const today = appToday();
  const words = item.match.by === 'words' ? item.match.words.join(' ') : null;
  return (
    <ul className={styles.deals} data-testid="item-deals" data-match={item.match.by}>
      {shownDeals(item).map((deal) => (
        <li
          key={`${deal.sku}-${deal.kind}-${deal.week}`}
          className={styles.deal}
          data-testid="item-deal"
          data-kind={deal.kind}
          data-week={deal.week}
        >
          {words !== null && (
            <Link className={styles.match} to={href('detailProduitSku', { sku: deal.sku })} data-testid="item-deal-match">
              {t('listDeals.match.lead', { words })}{' '}
              <bdi className={styles.matchName} lang="fr">
                {deal.name}
              </bdi>{' '}
              {t(matchTailKey(deal))}
            </Link>
          )}
          <span className={styles.line}>
            <Badge tone={TONES[deal.kind]} testId="item-deal-badge">
              {t(kindKey(deal.kind))}
            </Badge>
            {deal.week === 'next' && (
              <Badge tone="neutral" testId="item-deal-next">
                {t('listDeals.kind.next')}
              </Badge>
            )}
            {(deal.price !== shownPrice || item.match.by === 'words') && <Price millimes={deal.price} size="sm" />}
            {deal.saving > 0 && (
              <span className={styles.saving} data-testid="item-deal-saving">
                <span aria-hidden>{formatMoney(-deal.saving, lang)}</span>{' '}
                <span className="visually-hidden">{t('listDeals.savingSpoken', { amount: formatMoney(deal.saving, lang) })}</span>
              </span>
            )}
            <span className={styles.when}>
              {deal.week === 'next'
                ? t('listDeals.from', { date: formatDayMonth(deal.from, lang) })
                : deal.to === today
                  ? t('listDeals.todayOnly')
                  : t('listDeals.until', { date: formatDayMonth(deal.to, lang) })}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
