import { CloudOff, Heart, Trash2 } from 'lucide-react';
import type { ItemDeals } from '@qadhya/contracts';
import { useEffect, useMemo } from 'react';
import { DealsSummary, ItemDealsLine, dealsByItem, weekTotal } from '../../components/list-deals/index.tsx';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link } from '../../lib/router/index.ts';
import { Discount, Price } from '../../components/ui/Price.tsx';
import { href } from '../../config/routes.ts';
import { useOnline } from '../../lib/device/online.ts';
import {
  refreshFavourites,
  toggleFavourite,
  useFavourites,
  usePendingFavourites,
  type FavouriteSnapshot,
} from '../../lib/favourites/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { useCurrentStore } from '../../lib/stores/current-store.ts';
import { useFavouriteDeals } from './api/get-favourite-deals.ts';
import styles from './WishlistPage.module.css';
import './texts.ts';

/**
 * Mes favoris: the device's favourites (newest first) from their local snapshots, so it works
 * offline; signed in and online, GET /favorites refreshes them (current prices) without dropping a
 * change still waiting for the server.
 */
export function WishlistPage() {
  const { t } = useTranslation();
  const items = useFavourites();
  const pending = usePendingFavourites();
  const online = useOnline();
  const { loggedIn } = useSession();

  useEffect(() => {
    if (online && loggedIn) void refreshFavourites();
  }, [online, loggedIn]);

  const list = [...items].reverse();
  // « Cette semaine dans mes favoris » (docs/shopping-lists.md#this-week-on-my-list): the account's favourites on a deal at the store.
  const store = useCurrentStore();
  const skus = list
    .map((i) => i.sku)
    .sort()
    .join(',');
  const deals = useFavouriteDeals(loggedIn && online && list.length > 0, skus, store?.magasin_code);
  const dealsOf = useMemo(() => dealsByItem(deals.data), [deals.data]);
  return (
    <div className={styles.page} data-testid="wishlist">
      <h1 className={styles.sr}>{t('wishlist.title')}</h1>
      {list.length === 0 ? (
        <section className={styles.empty} data-testid="wishlist-empty">
          <div className={styles.emptyBadge} aria-hidden>
            <Heart size={34} strokeWidth={1.8} />
          </div>
          <h2 className={styles.emptyTitle}>{t('wishlist.emptyTitle')}</h2>
          <p className={styles.emptyText}>{t('wishlist.emptyText')}</p>
          <Link className={styles.emptyAction} to={href('offers')}>
            {t('wishlist.browse')}
          </Link>
        </section>
      ) : (
        <>
          {loggedIn && deals.data && (
            <DealsSummary
              of="favourites"
              total={weekTotal(
                deals.data,
                list.map((i) => ({ key: `p:${i.sku}`, quantity: 1, checked: false })),
              )}
              storeName={deals.data.magasin_code ? (store?.storename ?? deals.data.magasin_code) : null}
            />
          )}
          <p className={styles.count} aria-live="polite">
            {t('wishlist.count', { count: list.length })}
          </p>
          <ul className={styles.list}>
            {list.map((item) => (
              <WishlistRow key={item.sku} item={item} localOnly={loggedIn && pending.has(item.sku)} deals={dealsOf.get(`p:${item.sku}`)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function WishlistRow({ item, localOnly, deals }: { item: FavouriteSnapshot; localOnly: boolean; deals: ItemDeals | undefined }) {
  const { t } = useTranslation();
  const name = item.name ?? item.sku;
  const remise = item.remise ?? 0;
  const showOld = item.old_price !== undefined && item.price !== undefined && item.old_price > item.price;
  return (
    <li className={styles.row} data-testid="wishlist-item" data-sku={item.sku} data-local-only={localOnly || undefined}>
      <div className={styles.media}>
        {item.image ? (
          <img className={styles.image} src={item.image} alt={name} aria-hidden width={72} height={72} loading="lazy" decoding="async" />
        ) : (
          <Heart size={28} aria-hidden />
        )}
        {remise > 0 && <Discount remise={remise} className={styles.badge} testId="wishlist-remise" />}
      </div>
      <div className={styles.body}>
        <Link className={styles.name} to={href('detailProduitSku', { sku: item.sku })}>
          <bdi lang="fr">{name}</bdi>
        </Link>
        {item.price !== undefined && (
          <div className={styles.prices}>
            {showOld && <Price millimes={item.old_price} old size="sm" />}
            <span className={styles.sr}>{t('productCard.price')}</span>
            <Price millimes={item.price} size="md" />
          </div>
        )}
        {deals && <ItemDealsLine item={deals} />}
        {localOnly && (
          <span className={styles.localOnly} data-testid="wishlist-local-only">
            <CloudOff size={14} aria-hidden />
            {t('wishlist.localOnly')}
          </span>
        )}
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('wishlist.remove', { name })}
        onClick={() => toggleFavourite(item)}
        data-testid="wishlist-remove"
      >
        <Trash2 size={20} strokeWidth={2} aria-hidden />
      </button>
    </li>
  );
}
